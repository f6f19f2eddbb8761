import "server-only";
import { randomBytes } from "node:crypto";
import bcrypt from "bcryptjs";

const COST = 12;
// Compared against when the username is unknown, so both failures take the same time.
let unknownUserHash: Promise<string> | undefined;

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, COST);
}

export async function verifyPassword(password: string, hash: string | null | undefined): Promise<boolean> {
  if (hash) return bcrypt.compare(password, hash);
  unknownUserHash ??= bcrypt.hash(randomBytes(16).toString("hex"), COST);
  await bcrypt.compare(password, await unknownUserHash);
  return false;
}

/** 24 characters from a 64-letter alphabet: 144 bits. */
export function generatePassword(): string {
  return randomBytes(18).toString("base64url");
}
