import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { openSecret, sealSecret } from "@/lib/security/token-crypto";

// A player's own link to a gig: /gig/<token>, 256 random bits per slot. The database keeps the
// token's SHA-256 (to find the slot) and a sealed copy (so the panel can show the link again).

export const gigTokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

export function newGigToken(): { token: string; tokenHash: string; sealedToken: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: gigTokenHash(token), sealedToken: sealSecret(token) };
}

export const gigPath = (token: string) => `/gig/${token}`;

export const gigLinkOf = (sealedToken: string, origin: string) => `${origin}${gigPath(openSecret(sealedToken))}`;
