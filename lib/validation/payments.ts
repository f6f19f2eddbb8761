// The payloads of the quote and payment routes (issue #34), shared by the panel and the server.
import { z } from "zod";
import "./jitless";
import { isIsoDate, lagosDate } from "@/lib/dates/lagos-days";
import { MAX_QUOTE_TOTAL } from "@/lib/common/payment-terms";

const paymentParts = ["deposit", "balance"] as const;
export type PaymentPart = (typeof paymentParts)[number];

/** POST /api/contacts/{id}/quote: the total in whole Naira and an optional note for the client. */
export const quoteCreateSchema = z
  .object({
    total: z
      .number({ error: "The price must be a whole number of Naira" })
      .int("The price must be a whole number of Naira")
      .min(1000, "The price must be at least ₦1,000")
      .max(MAX_QUOTE_TOTAL, `The price must be at most ₦${MAX_QUOTE_TOTAL.toLocaleString("en-NG")}`),
    note: z.string({ error: "The note must be text" }).trim().max(1000, "The note must be at most 1000 characters").optional(),
  })
  .strict();
export type QuoteCreateInput = z.infer<typeof quoteCreateSchema>;

/** POST /api/booking/{token}/pay (JSON or a form field). */
export const payRequestSchema = z.object({ part: z.enum(paymentParts, { error: "part must be deposit or balance" }) });

/** POST /api/booking/{token}/accept: the client's full name as they sign, and the ticked box (JSON, or the page's form with agree=on). */
export const termsAcceptanceSchema = z.object({
  name: z
    .string({ error: "name: type your full name" })
    .transform((value) => value.replace(/\s+/g, " ").trim())
    .pipe(z.string().min(2, "name: type your full name").max(120, "name: at most 120 characters")),
  agree: z.literal(true, { error: "agree: tick the box to accept the terms" }),
});

/** A real Lagos date, "YYYY-MM-DD", today or before (when money arrived or was paid out). */
export const pastLagosDate = (name: string) =>
  z
    .string({ error: `${name} must be a date (YYYY-MM-DD)` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${name} must be a date (YYYY-MM-DD)`)
    .refine(isIsoDate, `${name} must be a real date`)
    .refine((day) => day <= lagosDate(), `${name} must not be in the future`);

/**
 * POST /api/admin/quotes/{id}/payments: a payment received outside Paystack (a bank transfer): the
 * part, the amount received in whole Naira (one other than the amount due is recorded and
 * flagged), and the Lagos date it arrived, not in the future.
 */
export const manualPaymentSchema = z
  .object({
    part: z.enum(paymentParts, { error: "part must be deposit or balance" }),
    amount: z
      .number({ error: "The amount received must be whole Naira" })
      .int("The amount received must be whole Naira")
      .min(1, "The amount received must be at least ₦1")
      .max(MAX_QUOTE_TOTAL, `The amount received must be at most ₦${MAX_QUOTE_TOTAL.toLocaleString("en-NG")}`),
    receivedOn: pastLagosDate("The date received"),
    /** Withholding tax the client deducted at source (issue 64): with `amount` it must make the part due. */
    withholdingTax: z
      .number({ error: "The tax withheld must be whole Naira" })
      .int("The tax withheld must be whole Naira")
      .min(0, "The tax withheld must not be negative")
      .max(MAX_QUOTE_TOTAL, `The tax withheld must be at most ₦${MAX_QUOTE_TOTAL.toLocaleString("en-NG")}`)
      .default(0),
  })
  .strict();

/** PATCH /api/admin/quotes/{id}/payments/{paymentId}: the withholding tax credit note's number, once the client sends it. */
export const whtCreditNoteSchema = z
  .object({
    whtCreditNote: z
      .string({ error: "The credit note's number must be text" })
      .trim()
      .min(1, "Enter the credit note's number")
      .max(60, "The credit note's number must be at most 60 characters"),
  })
  .strict();
/** How long a payment marked by hand can be undone ("Undo: not received"). */
export const UNDO_WINDOW_MS = 24 * 60 * 60 * 1000;

/** POST /api/admin/quotes/{id}/cancel: the refund the admin saw, so a day turning over in between is caught. */
export const cancelBookingSchema = z.object({ refundAmount: z.number({ error: "refundAmount must be a number" }).int("refundAmount must be whole Naira").min(0) }).strict();

/** The parts of a Paystack event the site reads; anything else in it is ignored. */
export const paystackEventSchema = z.object({
  event: z.string(),
  // Paystack sends many more fields: kept as they come (looseObject), only these are read.
  data: z.looseObject({
    reference: z.string().max(200).optional(),
    transaction_reference: z.string().max(200).optional(),
    amount: z.union([z.number(), z.string()]).optional(),
    currency: z.string().max(10).optional(),
    status: z.string().max(50).optional(),
  }),
});

/** A Nigerian TIN as FIRS issues it: 8 digits, a dash, 4 digits (the band's, a company client's). */
export const TIN_PATTERN = /^\d{8}-\d{4}$/;

/** PUT /api/booking/{token}/bill-to and the panel's PUT /api/admin/quotes/{id}/bill-to: who the invoice names. */
export const billToSchema = z
  .object({
    kind: z.enum(["person", "company"], { error: "kind must be person or company" }),
    company: z.string({ error: "The company's name must be text" }).trim().max(120, "The company's name must be at most 120 characters").optional(),
    address: z.string({ error: "The address must be text" }).trim().max(300, "The address must be at most 300 characters").optional(),
    tin: z
      .string({ error: "The TIN must be text" })
      .trim()
      .refine((value) => value === "" || TIN_PATTERN.test(value), "Enter the TIN as 12345678-0001")
      .optional(),
  })
  .strict()
  .superRefine((bill, context) => {
    if (bill.kind === "company" && !bill.company) context.addIssue({ code: "custom", path: ["company"], message: "Enter the company's name" });
    if (bill.kind === "company" && !bill.address) context.addIssue({ code: "custom", path: ["address"], message: "Enter the company's address" });
  });
export type BillToInput = z.infer<typeof billToSchema>;

/** The longest note on a settled payment or refund (the panel's field stops there). */
export const SETTLED_NOTE_MAX = 200;

/** What the band did, in a few words, when it settles a payment or a refund itself. */
export const settledNoteSchema = z
  .string({ error: "Say what was done, in a few words" })
  .trim()
  .min(3, "Say what was done, in a few words")
  .max(SETTLED_NOTE_MAX, `What was done must be at most ${SETTLED_NOTE_MAX} characters`);

/**
 * POST /api/admin/quotes/{id}/payments/{paymentId}/resolve: how a flagged payment was settled:
 * refunded in full through Paystack, or checked, with what the band did.
 */
export const flaggedResolutionSchema = z.discriminatedUnion(
  "resolution",
  [z.object({ resolution: z.literal("refund") }).strict(), z.object({ resolution: z.literal("checked"), note: settledNoteSchema }).strict()],
  { error: "resolution must be refund or checked" },
);

/**
 * POST /api/admin/quotes/{id}/refund: a cancelled booking's refund still owed, asked of Paystack
 * again (one it refused or failed), or marked refunded by hand with what the band did.
 */
export const refundActionSchema = z.discriminatedUnion(
  "action",
  [
    z.object({ action: z.literal("retry") }).strict(),
    z.object({ action: z.literal("check") }).strict(),
    z.object({ action: z.literal("refunded"), note: settledNoteSchema }).strict(),
  ],
  { error: "action must be retry, check or refunded" },
);
export type RefundAction = z.infer<typeof refundActionSchema>;
