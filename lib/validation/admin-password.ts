import { z } from "zod";
import "./jitless";

/** The shortest admin password accepted, from the environment or the panel (ASVS 2.1.1). */
export const ADMIN_PASSWORD_MIN_LENGTH = 12;
export const ADMIN_PASSWORD_MAX_LENGTH = 200;
/** bcrypt reads only the first 72 bytes: a longer password would share its check with every password that starts the same. */
export const PASSWORD_MAX_BYTES = 72;
const passwordBytes = (password: string) => new TextEncoder().encode(password).length;
const TOO_LONG = `Password must be at most ${PASSWORD_MAX_BYTES} bytes (72 plain letters or digits; accented letters and emoji take 2 to 4 each)`;

export const newAdminPasswordSchema = z
  .string({ error: "New password is required" })
  .min(ADMIN_PASSWORD_MIN_LENGTH, `Password must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters`)
  .max(ADMIN_PASSWORD_MAX_LENGTH, `Password must be at most ${ADMIN_PASSWORD_MAX_LENGTH} characters`)
  .refine((password) => passwordBytes(password) <= PASSWORD_MAX_BYTES, TOO_LONG);

/** What the Security tab's password form sends. The common-password check runs on the server only. */
export const passwordChangeSchema = z.object({
  currentPassword: z.string({ error: "Current password is required" }).min(1, "Current password is required").max(ADMIN_PASSWORD_MAX_LENGTH, "Current password is too long"),
  newPassword: newAdminPasswordSchema,
});
