import { z } from "zod";
import { newAdminPasswordSchema } from "./admin-password";
import { twoFactorCodeSchema } from "./two-factor";

/** What the admin login form's first step sends, checked the same way in the browser and on the server. */
export const adminCredentialsSchema = z.object({
  username: z.string({ error: "Username is required" }).trim().min(1, "Username is required").max(100, "Username is too long"),
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(200, "Password is too long"),
});

/** Every sign-in: the credentials, sent again with a code once the server answers that one is needed. */
export const adminLoginSchema = adminCredentialsSchema.extend({
  code: z.preprocess((value) => (value === "" ? undefined : value), twoFactorCodeSchema.optional()),
});

export type AdminLoginInput = z.infer<typeof adminCredentialsSchema>;

/** The rules for creating an admin account (spec section 5's login schema). */
export const adminAccountSchema = z.object({
  username: z.string().trim().min(3, "Username must be at least 3 characters").max(100),
  password: newAdminPasswordSchema,
});
