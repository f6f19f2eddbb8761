import bcrypt from "bcryptjs";
import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { TEST_HASH_COST, testPasswordHash } from "../support/password";

describe("password hashing", () => {
  it("hashes at bcrypt cost 12 in production, with a salt of its own per hash", async () => {
    const hash = await hashPassword("correct horse battery");
    expect(bcrypt.getRounds(hash)).toBe(12);
    expect(hash).not.toBe(await hashPassword("correct horse battery"));
    expect(await verifyPassword("correct horse battery", hash)).toBe(true);
    expect(await verifyPassword("correct horse batterY", hash)).toBe(false);
  });

  it("verifies a hash of any cost: the test fixtures' cheap hashes go through the production check", async () => {
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
