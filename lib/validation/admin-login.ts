import { z } from "zod";
import "./jitless";
import { newAdminPasswordSchema } from "./admin-password";
import { twoFactorCodeSchema } from "./two-factor";

/** What the admin login form's first step sends, checked the same way in the browser and on the server. */
const adminCredentialsSchema = z.object({
  username: z
    .string({ error: "Username is required" })
    .trim()
    .min(1, "Username is required")
    .max(100, "Username is too long")
    // A NUL cannot even be looked up in PostgreSQL; no username has control characters.
    .refine((value) => !/[\u0000-\u001f\u007f]/.test(value), "Username has characters that are not allowed"),
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(200, "Password is too long"),
});

const blankAsMissing = (value: unknown) => (value === "" ? undefined : value);

/**
 * Every sign-in, in one of three shapes: the username and password; then, when the server answered
 * that a code is needed, the username and the code alone (the pending sign-in token travels in a
 * cookie); or, from a new browser while its account is locked for strangers, all three at once.
 * next-auth's form posts every field, so an empty one counts as missing.
 */
export const adminLoginSchema = z
  .object({
    username: adminCredentialsSchema.shape.username,
    password: z.preprocess(blankAsMissing, adminCredentialsSchema.shape.password.optional()),
    code: z.preprocess(blankAsMissing, twoFactorCodeSchema.optional()),
  })
  .superRefine((value, context) => {
    if (value.password === undefined && value.code === undefined) context.addIssue({ code: "custom", path: ["password"], message: "Password is required" });
  })
  .transform(({ username, password, code }) => {
    if (code === undefined) return { step: "password" as const, username, password: password ?? "" };
    if (password === undefined) return { step: "code" as const, username, code };
    return { step: "password-and-code" as const, username, password, code };
  });

export type AdminLoginStep = z.output<typeof adminLoginSchema>;

/** The first step's form, with the code a new browser adds while its account is locked for strangers. */
export const signInFormSchema = adminCredentialsSchema.extend({
  code: z.preprocess(blankAsMissing, twoFactorCodeSchema.optional()),
});

export type AdminLoginInput = z.input<typeof signInFormSchema>;

/** The rules for creating an admin account (spec section 5's login schema). */
export const adminAccountSchema = z.object({
  username: z.string().trim().min(3, "Username must be at least 3 characters").max(100),
  password: newAdminPasswordSchema,
});
