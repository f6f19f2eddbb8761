import { randomBytes, scrypt } from "node:crypto";

/**
 * Test admins' password hashes: scrypt in the production format ("scrypt$N$r$p$salt$key"), at
 * N = 2^10 instead of the production 2^15. The production check reads N from the hash, so every
 * sign-in in a test still goes through the real verifyPassword, at 1/32 of the work (a
 * production-cost check is 65 ms of a core; an integration run made 642 of them).
 * tests/unit/password.test.ts proves that production hashes use 2^15 and that these verify.
 */
export const TEST_SCRYPT_N = 2 ** 10;

export function testPasswordHash(password: string): Promise<string> {
  const salt = randomBytes(16);
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFC"), salt, 32, { N: TEST_SCRYPT_N, r: 8, p: 1 }, (error, key) =>
      error ? reject(error) : resolve(`scrypt$${TEST_SCRYPT_N}$8$1$${salt.toString("base64url")}$${key.toString("base64url")}`),
    ),
  );
}
