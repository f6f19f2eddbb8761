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

/** POST /api/privacy/consents: the consent bar was shown (once a visit) or answered. */
export const consentEventSchema = z.object({ event: z.enum(["shown", "accepted", "rejected"], "event must be shown, accepted or rejected") }).strict();
export type ConsentEvent = z.infer<typeof consentEventSchema>["event"];

/** GET /api/admin/privacy/consents?days=: 1 to 366 days, 30 unless given. */
export const consentDaysSchema = z.object({
  days: z.coerce.number().int("days must be a whole number").min(1, "days must be at least 1").max(366, "days must be at most 366").default(30),
});

/** What a person may ask of the band under the NDPA (/privacy-request). */
export const privacyRequestKinds = ["access", "correction", "erasure", "objection"] as const;
export type PrivacyRequestKind = (typeof privacyRequestKinds)[number];
export const privacyRequestKindLabels: Record<PrivacyRequestKind, string> = {
  access: "A copy of my data (access)",
  correction: "Correct my data (correction)",
  erasure: "Delete my data (erasure)",
  objection: "Stop using my data (objection)",
};

/** POST /api/privacy-requests and the /privacy-request form: the spam fields ride along unchecked. */
export const privacyRequestSchema = z.object({
  email: z
    .string({ error: "Please enter your email address" })
    .trim()
    .min(1, "Please enter your email address")
    .max(254, "The email address is too long")
    .pipe(z.email("Please enter a valid email address")),
  kind: z.enum(privacyRequestKinds, "Choose what you are asking for"),
  details: z.string({ error: "The details must be text" }).trim().max(2000, "Please keep the details under 2,000 characters").optional(),
});

/** One request as GET /api/admin/privacy/requests answers it (dates as ISO text). */
export type PrivacyRequestRow = {
  id: number;
  email: string;
  kind: string;
  details: string | null;
  receivedAt: string;
  dueAt: string;
  status: string;
  doneAt: string | null;
  doneBy: string | null;
};
