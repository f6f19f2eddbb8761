import "server-only";
import { randomBytes } from "node:crypto";
import bcrypt from "bcryptjs";
import { PASSWORD_MAX_BYTES } from "@/lib/validation/admin-password";

const COST = 12;
// Compared against when the username is unknown, so both failures take the same time.
let unknownUserHash: Promise<string> | undefined;

/** bcrypt reads only the first 72 bytes: longer passwords are refused, never cut. */
const fitsTheHash = (password: string) => Buffer.byteLength(password, "utf8") <= PASSWORD_MAX_BYTES;

export function hashPassword(password: string): Promise<string> {
  if (!fitsTheHash(password)) throw new RangeError(`A password longer than ${PASSWORD_MAX_BYTES} bytes cannot be hashed whole`);
  return bcrypt.hash(password, COST);
}

/**
 * Password checks running at once, across the server: each is a second of CPU at cost 12, so a
 * flood of sign-ins beyond this is answered at once (429) instead of queueing behind the site's
 * pages.
 */
export const MAX_CONCURRENT_PASSWORD_CHECKS = 2;
let checksRunning = 0;

/**
 * The sign-in's check: whether the password is the account's, or "busy" when as many checks as
 * the server allows are already running (nothing was hashed). Other callers (a password change,
 * the set-up) use verifyPassword, which always answers.
 */
export async function verifySignInPassword(password: string, hash: string | null | undefined): Promise<boolean | "busy"> {
  if (checksRunning >= MAX_CONCURRENT_PASSWORD_CHECKS) return "busy";
  checksRunning += 1;
  try {
    return await verifyPassword(password, hash);
  } finally {
    checksRunning -= 1;
  }
}

/**
 * Whether the password is the account's. One longer than the hash reads is never the account's:
 * no stored password is that long, and bcrypt would compare only its first 72 bytes.
 */
export async function verifyPassword(password: string, hash: string | null | undefined): Promise<boolean> {
  if (hash && !fitsTheHash(password)) {
    await bcrypt.compare("", hash); // the same time as a wrong password
    return false;
  }
  if (hash) return bcrypt.compare(password, hash);
  unknownUserHash ??= bcrypt.hash(randomBytes(16).toString("hex"), COST);
  await bcrypt.compare(password, await unknownUserHash);
  return false;
}

/** 24 characters from a 64-letter alphabet: 144 bits. */
export function generatePassword(): string {
  return randomBytes(18).toString("base64url");
}
