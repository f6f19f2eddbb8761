import { describe, expect, it } from "vitest";
import { describeDevice } from "@/lib/auth/device-name";
import { adminLoginSchema } from "@/lib/validation/admin-login";
import { twoFactorCodeSchema, twoFactorDisableSchema, twoFactorEnableSchema } from "@/lib/validation/two-factor";

describe("twoFactorCodeSchema", () => {
  it("takes six digits or a 16-letter recovery code, ignoring spaces, dashes and case", () => {
    expect(twoFactorCodeSchema.parse(" 123 456 ")).toBe("123456");
    expect(twoFactorCodeSchema.parse("ABCD-efgh-2345-67ab")).toBe("abcdefgh234567ab");
    for (const bad of ["12345", "1234567", "abcdef", "abcd-efgh-ijkl-mno1", "abcd-efgh-ijkl", "", "１２３４５６"]) {
      expect(twoFactorCodeSchema.safeParse(bad).success, bad).toBe(false);
    }
    expect(twoFactorCodeSchema.safeParse(123456).success).toBe(false);
    expect(twoFactorCodeSchema.safeParse("1".repeat(41)).error?.issues[0]?.message).toBe("Code is too long");
  });

  it("makes the sign-in's second step (the code with the username) and the locked-out browser's one step (all three)", () => {
    // next-auth posts every field: empty ones are missing.
    expect(adminLoginSchema.parse({ username: "a", password: "b", code: "" })).toEqual({ step: "password", username: "a", password: "b" });
    expect(adminLoginSchema.parse({ username: "a", password: "", code: "654 321" })).toEqual({ step: "code", username: "a", code: "654321" });
    expect(adminLoginSchema.parse({ username: "a", code: "ABCD-efgh-2345-67ab" })).toEqual({ step: "code", username: "a", code: "abcdefgh234567ab" });
    expect(adminLoginSchema.parse({ username: "a", password: "b", code: "654 321" })).toEqual({ step: "password-and-code", username: "a", password: "b", code: "654321" });
    expect(adminLoginSchema.safeParse({ username: "a", password: "b", code: "65432" }).success).toBe(false);
    expect(adminLoginSchema.safeParse({ username: "a", code: ["654321"] }).success).toBe(false);
    expect(adminLoginSchema.safeParse({ code: "654321" }).error?.issues[0]?.message).toBe("Username is required");
    // Control characters (a NUL would fail PostgreSQL's lookup) are refused as input, never a 500.
    expect(adminLoginSchema.safeParse({ username: "adm\u0000in", password: "x" }).error?.issues[0]?.message).toBe("Username has characters that are not allowed");
  });
});

describe("enabling and disabling", () => {
  it("enrolment needs a 6-digit code; turning off needs a password or a code", () => {
    expect(twoFactorEnableSchema.parse({ code: "123 456" })).toEqual({ code: "123456" });
    expect(twoFactorEnableSchema.safeParse({ code: "abcd-efgh-2345-67ab" }).success).toBe(false);
    expect(twoFactorEnableSchema.safeParse({}).success).toBe(false);
    expect(twoFactorDisableSchema.safeParse({}).error?.issues[0]?.message).toBe("Enter your current password or a code");
    expect(twoFactorDisableSchema.safeParse({ password: "", code: "  " }).success).toBe(false);
    expect(twoFactorDisableSchema.safeParse({ password: "secret" }).success).toBe(true);
    expect(twoFactorDisableSchema.safeParse({ code: "123456" }).success).toBe(true);
    expect(twoFactorDisableSchema.safeParse({ password: "x".repeat(201) }).success).toBe(false);
  });
});

describe("the reset command in the audit log", () => {
  it("is named as a server command, not an unknown browser", () => {
    expect(describeDevice("npm run admin:reset-2fa")).toBe("Server command");
  });
});
