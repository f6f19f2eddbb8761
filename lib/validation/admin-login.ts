import { z } from "zod";
import "./jitless";
import { newAdminPasswordSchema } from "./admin-password";
import { twoFactorCodeSchema } from "./two-factor";

/** What the admin login form's first step sends, checked the same way in the browser and on the server. */
export const adminCredentialsSchema = z.object({
  username: z.string({ error: "Username is required" }).trim().min(1, "Username is required").max(100, "Username is too long"),
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(200, "Password is too long"),
});

const blankAsMissing = (value: unknown) => (value === "" ? undefined : value);

/**
 * Every sign-in, in one of two steps: the username and password; then, when the server answered that
 * a code is needed, the username and the code alone (the pending sign-in token travels in a cookie).
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
    if (value.password !== undefined && value.code !== undefined) {
      context.addIssue({ code: "custom", path: ["code"], message: "Send the code without the password, after the password step" });
    }
  })
  .transform(({ username, password, code }) =>
    code === undefined ? { step: "password" as const, username, password: password ?? "" } : { step: "code" as const, username, code },
  );

export type AdminLoginInput = z.infer<typeof adminCredentialsSchema>;

/** The rules for creating an admin account (spec section 5's login schema). */
export const adminAccountSchema = z.object({
  username: z.string().trim().min(3, "Username must be at least 3 characters").max(100),
  password: newAdminPasswordSchema,
});
