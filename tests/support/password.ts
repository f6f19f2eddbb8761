import bcrypt from "bcryptjs";

/**
 * Test admins' password hashes, at bcrypt's lowest cost (4) instead of the production 12: the
 * production check reads the cost from the hash, so every sign-in in a test still goes through
 * the real verifyPassword, at about 1/250 of the work. tests/unit/password.test.ts proves that
 * production hashes use cost 12 and that a cost-4 hash verifies.
 */
export const TEST_HASH_COST = 4;

export const testPasswordHash = (password: string) => bcrypt.hash(password, TEST_HASH_COST);
