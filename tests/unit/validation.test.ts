import { describe, expect, it } from "vitest";
import { adminAccountSchema, adminLoginSchema } from "@/lib/validation/admin-login";

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) => (result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []));

describe("adminLoginSchema", () => {
  it("needs both fields, trims the username, and bounds sizes", () => {
    expect(adminLoginSchema.parse({ username: "  admin ", password: "x" })).toEqual({ step: "password", username: "admin", password: "x" });
    expect(messages(adminLoginSchema.safeParse({}))).toEqual(["Username is required"]);
    expect(messages(adminLoginSchema.safeParse({ username: "admin" }))).toEqual(["Password is required"]);
    expect(messages(adminLoginSchema.safeParse({ username: "admin", password: "" }))).toEqual(["Password is required"]);
    expect(messages(adminLoginSchema.safeParse({ username: 5, password: ["a"] }))).toHaveLength(2);
    expect(messages(adminLoginSchema.safeParse({ username: "a".repeat(101), password: "x" }))).toEqual(["Username is too long"]);
  });
});

describe("adminAccountSchema", () => {
  it("asks for a 3-character username and a 12-character password", () => {
    expect(messages(adminAccountSchema.safeParse({ username: "ab", password: "12345678901" }))).toEqual([
      "Username must be at least 3 characters",
      "Password must be at least 12 characters",
    ]);
    expect(adminAccountSchema.safeParse({ username: "abc", password: "123456789012" }).success).toBe(true);
    expect(messages(adminAccountSchema.safeParse({ username: "abc", password: "x".repeat(201) }))[0]).toBe("Password must be at most 200 characters");
    expect(messages(adminAccountSchema.safeParse({ username: "abc", password: "x".repeat(73) }))).toEqual([expect.stringMatching(/^Password must be at most 72 bytes/)]);
  });
});
