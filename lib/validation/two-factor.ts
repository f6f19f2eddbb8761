import { z } from "zod";
import "./jitless";
import { ADMIN_PASSWORD_MAX_LENGTH } from "./admin-password";

/**
 * A second-factor code as typed: six digits from the authenticator app, or a recovery code
 * ("abcd-efgh-ijkl-mnop"). Spaces and dashes are ignored, letters are case-insensitive.
 */
export const twoFactorCodeSchema = z
  .string({ error: "Code must be text" })
  .max(40, "Code is too long")
  .transform((value) => value.replace(/[\s-]/g, "").toLowerCase())
  .pipe(z.string().regex(/^(\d{6}|[a-z2-7]{16})$/, "Enter the 6-digit code from your app or a recovery code"));

/** Confirms enrolment with the first code the app shows. */
export const twoFactorEnableSchema = z.object({
  code: z
    .string({ error: "Code is required" })
    .max(40, "Code is too long")
    .transform((value) => value.replace(/\s/g, ""))
    .pipe(z.string().regex(/^\d{6}$/, "Enter the 6-digit code from your app")),
});

/** Turning two-factor sign-in off needs the current password or a code. */
export const twoFactorDisableSchema = z
  .object({
    password: z.string({ error: "Password must be text" }).max(ADMIN_PASSWORD_MAX_LENGTH, "Password is too long").optional(),
    code: z.string({ error: "Code must be text" }).max(40, "Code is too long").optional(),
  })
  .refine((value) => Boolean(value.password) || Boolean(value.code?.trim()), { message: "Enter your current password or a code", path: ["password"] });

export type TwoFactorStatus = { enabled: boolean; enabledAt: string | null; recoveryCodesLeft: number; required: boolean };
export type TwoFactorSetup = { manualKey: string; otpauthUri: string; qrSvg: string };

/**
 * What /api/admin/login answers (401, with `twoFactor`) when the password was right and a code is
 * needed, when the code is wrong, and when the pending sign-in has expired or was already used.
 */
export const TWO_FACTOR_MESSAGES = {
  required: "Enter the code from your authenticator app",
  invalid: "That code is not correct or has already been used",
  expired: "Your sign-in has expired. Enter your username and password again.",
} as const;
