import { z } from "zod";
import "./jitless";
import { phoneDigits } from "./phone-number";

// Whose data the band looks up, exports or erases (issue 66): an email address or a phone number
// in any form the forms accept, read as the forms read it. Shared by the panel's Privacy form and
// the routes.

const email = z.string().trim().max(254, "The email address is too long").pipe(z.email("The email address is not valid"));
const phone = z
  .string()
  .trim()
  .max(40, "The phone number is too long")
  .refine((value) => phoneDigits(value) !== null, "The phone number is not a valid number");

export const personKeySchema = z
  .object({ email: email.optional(), phone: phone.optional() })
  .refine((key) => Boolean(key.email || key.phone), { message: "Give the person's email address or phone number", path: ["email"] });
export type PersonKey = z.infer<typeof personKeySchema>;
