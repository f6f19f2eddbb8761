import { hashPassword } from "@/lib/auth/password";

/**
 * Test admins' password hashes: the production hashPassword at N = 2^10 instead of 2^15. The
 * production check reads the cost from the hash, so every sign-in in a test still goes through the
 * real verifyPassword, at 1/32 of the work (a production-cost check is 65 ms of a core; an
 * integration run made 642 of them). tests/unit/password.test.ts proves that production hashes use
 * 2^15 and that these verify.
 */
export const TEST_SCRYPT_N = 2 ** 10;

export const testPasswordHash = (password: string) => hashPassword(password, { N: TEST_SCRYPT_N, r: 8, p: 1 });
