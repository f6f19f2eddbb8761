import "server-only";
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { authSecret } from "@/lib/security/secret";

// Refresh tokens (and the short-lived secrets around them) are stored sealed with AES-256-GCM.
// The key is derived with HKDF from INTEGRATIONS_KEY, or from the auth secret when that is unset,
// so a copy of the database alone reveals nothing.

const VERSION = "v1";
const IV_BYTES = 12;
const TAG_BYTES = 16;

export class TokenDecryptError extends Error {
  constructor() {
    super("A stored Google token could not be decrypted (was INTEGRATIONS_KEY or NEXTAUTH_SECRET changed?)");
  }
}

function key(): Buffer {
  const secret = process.env.INTEGRATIONS_KEY?.trim() || authSecret();
  return Buffer.from(hkdfSync("sha256", secret, "band-integrations", "oauth-token-encryption", 32));
}

/** "v1:" + base64url(iv | tag | ciphertext). */
export function sealSecret(plain: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key(), iv);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url")}`;
}

export function openSecret(sealed: string): string {
  const [version, payload] = sealed.split(":");
  if (version !== VERSION || !payload) throw new TokenDecryptError();
  const raw = Buffer.from(payload, "base64url");
  if (raw.length < IV_BYTES + TAG_BYTES) throw new TokenDecryptError();
  try {
    const decipher = createDecipheriv("aes-256-gcm", key(), raw.subarray(0, IV_BYTES));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString("utf8");
  } catch {
    throw new TokenDecryptError();
  }
}
