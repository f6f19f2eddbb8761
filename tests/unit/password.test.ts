import bcrypt from "bcryptjs";
import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { TEST_SCRYPT_N, testPasswordHash } from "../support/password";

describe("password hashing", () => {
  it("hashes with scrypt (N=2^15, r=8, p=1), with a salt of its own per hash", async () => {
    const hash = await hashPassword("correct horse battery");
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(hash).not.toBe(await hashPassword("correct horse battery"));
    expect(await verifyPassword("correct horse battery", hash)).toBe(true);
    expect(await verifyPassword("correct horse batterY", hash)).toBe(false);
  });

  it("verifies an scrypt hash at the cost written in it: the test fixtures' cheap hashes go through the production check", async () => {
    const hash = await testPasswordHash("fixture password");
    expect(hash).toMatch(new RegExp(`^scrypt\\$${TEST_SCRYPT_N}\\$8\\$1\\$[\\w-]{22}\\$[\\w-]{43}$`));
    expect(await verifyPassword("fixture password", hash)).toBe(true);
    expect(await verifyPassword("fixture passwore", hash)).toBe(false);
  });

  it("verifies a bcrypt hash of any cost from before scrypt", async () => {
    const hash = await bcrypt.hash("older password", 4);
    expect(await verifyPassword("older password", hash)).toBe(true);
    expect(await verifyPassword("older passwore", hash)).toBe(false);
  });

  it("answers false for an unknown user (no hash) after the same work", async () => {
    expect(await verifyPassword("anything", null)).toBe(false);
    expect(await verifyPassword("anything", undefined)).toBe(false);
  });
});
