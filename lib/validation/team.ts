import { z } from "zod";
import "./jitless";
import { roles } from "@/lib/common/roles";
import { newAdminPasswordSchema } from "./admin-password";
import { phoneNumber } from "./site-settings";

// The Team tab's payloads (issue 62), checked the same way in the browser and on the server.

const roleSchema = z.enum(roles, { error: `Role must be one of: ${roles.join(", ")}` });

export const invitationSchema = z.object({
  name: z.string({ error: "Name is required" }).trim().min(1, "Name is required").max(80, "Name must be at most 80 characters"),
  role: roleSchema,
});

export const roleChangeSchema = z.object({ role: roleSchema });

export const teamPolicySchema = z.object({ requireTwoFactor: z.boolean({ error: "requireTwoFactor must be true or false" }) });

/** 256 random bits in base64url: 43 characters. Anything else is not one of ours. */
export const invitationTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

/** A new person's own username: lower case, so "Bisi" and "bisi" cannot be two people. */
const joinUsernameSchema = z
  .string({ error: "Username is required" })
  .trim()
  .toLowerCase()
  .min(3, "Username must be at least 3 characters")
  .max(40, "Username must be at most 40 characters")
  .regex(/^[a-z0-9][a-z0-9._-]*$/, "Use letters, digits, dots, dashes or underscores, starting with a letter or digit");

export const joinSchema = z.object({
  token: z.string({ error: "The invitation link is incomplete" }).max(200),
  username: joinUsernameSchema,
  password: newAdminPasswordSchema,
});

/** A person's own WhatsApp number for enquiry alerts (Security tab): a number, or empty / null to take none. */
export const alertNumberSchema = z.object({
  whatsapp: z.union([z.null(), z.literal("").transform(() => null), phoneNumber], { error: "Enter a valid phone number, or leave it empty" }),
});
export type AlertNumberAnswer = { whatsapp: string | null };
