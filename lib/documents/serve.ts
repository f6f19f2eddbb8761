import "server-only";
import { fileReply } from "@/lib/http";
import { ApiError } from "@/lib/common/api-error";
import { hasReceipt, invoiceNumberOf, receiptNumberOf } from "@/lib/payments/numbering";
import { db } from "@/lib/db";
import { receiptAttachmentPaymentId } from "@/lib/payments/mails";
import { documentBooking, type DocumentBooking } from "./booking";
import { agreementPdf } from "./agreement";
import { invoicePdf } from "./invoice";
import { receiptPdf } from "./receipt";
import { runSheetLineup, runSheetPdf } from "./run-sheet";

// GET /api/booking/{token}/documents/{invoice|agreement|receipt-{id}}.pdf (the client) and
// GET /api/admin/contacts/{id}/documents/{invoice|agreement|run-sheet|receipt-{id}}.pdf (the band).

const FILE_NAME = /^(invoice|agreement|run-sheet|receipt-([1-9]\d{0,9}))\.pdf$/;

export type DocumentAudience = "client" | "band";
type Made = { filename: string; pdf: Buffer };

const booked = (booking: DocumentBooking) => booking.status === "deposit-paid" || booking.status === "paid";

/** The document a file name asks for, made now; 404 for a name or a receipt that is not this booking's. */
export async function makeBookingDocument(booking: DocumentBooking, fileName: string, audience: DocumentAudience): Promise<Made> {
  const match = FILE_NAME.exec(fileName);
  if (!match) throw new ApiError(404, "not_found", "No such document");
  const [, kind, paymentId] = match;
  if (kind === "invoice") {
    const number = await invoiceNumberOf(booking.id);
    return { filename: `${number}.pdf`, pdf: await invoicePdf({ ...booking, invoicedAt: booking.invoicedAt ?? new Date() }, number) };
  }
  if (kind === "agreement") {
    if (!booking.acceptedAt) throw new ApiError(409, "conflict", "The terms of this quote have not been accepted yet");
    return { filename: `agreement-quote-${booking.id}.pdf`, pdf: await agreementPdf(booking) };
  }
  if (kind === "run-sheet") {
    if (audience !== "band") throw new ApiError(404, "not_found", "No such document");
    if (!booked(booking)) throw new ApiError(409, "conflict", "The run sheet is made once the deposit is paid");
    return { filename: `run-sheet-${booking.contact.eventDate || `quote-${booking.id}`}.pdf`, pdf: await runSheetPdf(booking, await runSheetLineup(booking.contactId)) };
  }
  const payment = booking.payments.find((candidate) => candidate.id === Number(paymentId));
  if (!payment || !hasReceipt(payment)) throw new ApiError(404, "not_found", "Receipt not found");
  const number = await receiptNumberOf(payment.id);
  return { filename: `${number}.pdf`, pdf: await receiptPdf(booking, { ...payment, receiptNumber: number }, number) };
}

/** The PDF as a download: private, never cached, never indexed. */
export function documentResponse(made: Made): Response {
  return fileReply(new Uint8Array(made.pdf), { type: "application/pdf", filename: made.filename, private: true, headers: { "Content-Length": String(made.pdf.length) } });
}

/** The file an outbox mail carries ("receipt:<payment id>"), made as it is sent; null when it no longer exists. */
export async function mailAttachmentFile(attachment: string): Promise<{ filename: string; content: Buffer; contentType: string } | null> {
  const paymentId = receiptAttachmentPaymentId(attachment);
  const payment = paymentId ? await db.bookingPayment.findUnique({ where: { id: paymentId }, select: { quoteId: true } }) : null;
  const booking = payment && (await documentBooking({ id: payment.quoteId }));
  if (!booking) return null;
  try {
    const made = await makeBookingDocument(booking, `receipt-${paymentId}.pdf`, "client");
    return { filename: made.filename, content: made.pdf, contentType: "application/pdf" };
  } catch (error) {
    if (error instanceof ApiError) return null; // the receipt no longer exists (the payment was undone)
    throw error;
  }
}
