import "server-only";
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";
import bcrypt from "bcryptjs";
import { PASSWORD_MAX_BYTES } from "@/lib/validation/admin-password";

// Passwords are hashed with scrypt from node:crypto: it runs on libuv's thread pool, off the
// thread that serves the pages, so sign-in guesses cannot slow the site for everyone else.
// Hashes made before (bcrypt, pure JavaScript on the main thread) still verify and are replaced by
// an scrypt hash at the account's next successful sign-in (needsRehash).

/** scrypt's cost parameters; every hash the site makes uses SCRYPT (tests' fixtures a cheaper N). */
export type ScryptCost = { N: number; r: number; p: number };
const SCRYPT: ScryptCost = { N: 2 ** 15, r: 8, p: 1 };
const SCRYPT_OPTIONS: ScryptOptions = { ...SCRYPT, maxmem: 64 * 1024 * 1024 };
const KEY_BYTES = 32;
const PREFIX = "scrypt$";

function scryptKey(password: string, salt: Buffer, options: ScryptOptions = SCRYPT_OPTIONS): Promise<Buffer> {
  return new Promise((resolve, reject) => scrypt(password.normalize("NFC"), salt, KEY_BYTES, options, (error, key) => (error ? reject(error) : resolve(key))));
}

/** bcrypt reads only the first 72 bytes, so every password is held to that: refused, never cut. */
const fitsTheHash = (password: string) => Buffer.byteLength(password, "utf8") <= PASSWORD_MAX_BYTES;

/** "scrypt$N$r$p$salt$key", salt and key in base64url; the check reads the cost from the hash. */
export async function hashPassword(password: string, cost: ScryptCost = SCRYPT): Promise<string> {
  if (!fitsTheHash(password)) throw new RangeError(`A password longer than ${PASSWORD_MAX_BYTES} bytes is refused`);
  const salt = randomBytes(16);
  const key = await scryptKey(password, salt, { ...cost, maxmem: SCRYPT_OPTIONS.maxmem });
  return `${PREFIX}${cost.N}$${cost.r}$${cost.p}$${salt.toString("base64url")}$${key.toString("base64url")}`;
}

/** A hash from before scrypt, to be replaced at the next successful sign-in. */
export const needsRehash = (hash: string) => !hash.startsWith(PREFIX);

async function verifyScrypt(password: string, hash: string): Promise<boolean> {
  const [, n, r, p, salt, key] = hash.split("$");
  const expected = Buffer.from(key ?? "", "base64url");
  if (!salt || expected.length !== KEY_BYTES) return false;
  const started = performance.now();
  const actual = await scryptKey(password, Buffer.from(salt, "base64url"), { N: Number(n), r: Number(r), p: Number(p), maxmem: SCRYPT_OPTIONS.maxmem });
  if (Number(n) === SCRYPT.N) typicalCheckMs = 0.8 * typicalCheckMs + 0.2 * (performance.now() - started);
  return timingSafeEqual(actual, expected);
}

/** How long a password check takes on this server: a moving average of the real checks. */
let typicalCheckMs = 60;

/**
 * A sign-in for an account that does not exist is answered without hashing anything (a flood of
 * made-up names must cost no CPU), after a pause as long as a real check, so the answer's timing
 * does not tell which names exist. The pause is a timer: nothing runs meanwhile.
 */
function pauseLikeAPasswordCheck(): Promise<void> {
  const ms = typicalCheckMs * (0.85 + Math.random() * 0.3);
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Who a sign-in's password check is for. Each has its own slots, so guesses from strangers never
 * take the place of the admin's own browser (one holding the device cookie) or of a new browser
 * that brought a valid two-factor code with its password.
 */
export type PasswordLane = "stranger" | "device" | "second-factor";

/**
 * Strangers' password checks running at once, across the server: one, so a flood keeps at most one
 * of the two cores busy hashing and the pages keep the other; beyond it, attempts are answered at
 * once (429) instead of queueing.
 */
export const MAX_CONCURRENT_PASSWORD_CHECKS = 1;
const LANE_SLOTS: Record<PasswordLane, number> = { stranger: MAX_CONCURRENT_PASSWORD_CHECKS, device: 2, "second-factor": 1 };
const checksRunning: Record<PasswordLane, number> = { stranger: 0, device: 0, "second-factor": 0 };

/**
 * The sign-in's check: whether the password is the account's, or "busy" when the lane's checks
 * are all running (nothing was hashed). Other callers (a password change, the set-up) use
 * verifyPassword, which always answers.
 */
export async function verifySignInPassword(password: string, hash: string | null | undefined, lane: PasswordLane): Promise<boolean | "busy"> {
  // No account: nothing is hashed, so no slot is taken.
  if (!hash) return verifyPassword(password, hash);
  if (checksRunning[lane] >= LANE_SLOTS[lane]) return "busy";
  checksRunning[lane] += 1;
  try {
    return await verifyPassword(password, hash);
  } finally {
    checksRunning[lane] -= 1;
  }
}

/**
 * Whether the password is the account's. One longer than 72 bytes is never the account's: no
 * stored password is that long, and a bcrypt hash would compare only its first 72 bytes.
 */
export async function verifyPassword(password: string, hash: string | null | undefined): Promise<boolean> {
  if (!hash) {
    await pauseLikeAPasswordCheck();
    return false;
  }
  const candidate = fitsTheHash(password) ? password : "";
  const matches = hash.startsWith(PREFIX) ? await verifyScrypt(candidate, hash) : await bcrypt.compare(candidate, hash);
  return matches && candidate === password;
}

/** 24 characters from a 64-letter alphabet: 144 bits. */
export function generatePassword(): string {
  return randomBytes(18).toString("base64url");
}
