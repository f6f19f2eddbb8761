import bcrypt from "bcryptjs";
import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { TEST_HASH_COST, testPasswordHash } from "../support/password";

describe("password hashing", () => {
  it("hashes with scrypt (N=2^15, r=8, p=1), with a salt of its own per hash", async () => {
    const hash = await hashPassword("correct horse battery");
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(hash).not.toBe(await hashPassword("correct horse battery"));
    expect(await verifyPassword("correct horse battery", hash)).toBe(true);
    expect(await verifyPassword("correct horse batterY", hash)).toBe(false);
  });

  it("verifies a bcrypt hash of any cost from before scrypt: the test fixtures' cheap hashes go through the production check", async () => {
    const hash = await testPasswordHash("fixture password");
    expect(bcrypt.getRounds(hash)).toBe(TEST_HASH_COST);
    expect(await verifyPassword("fixture password", hash)).toBe(true);
    expect(await verifyPassword("fixture passwore", hash)).toBe(false);
  });

  it("answers false for an unknown user (no hash) after the same work", async () => {
    expect(await verifyPassword("anything", null)).toBe(false);
    expect(await verifyPassword("anything", undefined)).toBe(false);
  });
});
