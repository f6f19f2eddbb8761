import { z } from "zod";
import { newAdminPasswordSchema } from "./admin-password";

/** What the admin login form sends, checked the same way in the browser and on the server. */
export const adminLoginSchema = z.object({
  username: z.string({ error: "Username is required" }).trim().min(1, "Username is required").max(100, "Username is too long"),
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(200, "Password is too long"),
});

export type AdminLoginInput = z.infer<typeof adminLoginSchema>;

/** The rules for creating an admin account (spec section 5's login schema). */
export const adminAccountSchema = z.object({
  username: z.string().trim().min(3, "Username must be at least 3 characters").max(100),
  password: newAdminPasswordSchema,
});
