import { ApiError } from "@/lib/common/api-error";
import { audit } from "@/lib/audit/events";
import { withAdmin } from "@/lib/auth/guard";
import { csvStreamResponse } from "@/lib/csv";
import { pagedReply } from "@/lib/http";
import { everyPage, mapPages } from "@/lib/paging/keyset";
import { countListedPayments, PAYMENT_EXPORT_COLUMNS, paymentExportRows, quotesPage } from "@/lib/payments/admin-list";
import { paystackConfigured } from "@/lib/payments/paystack";
import { refundsOwed } from "@/lib/payments/refunds";
import { awaitingCreditNotes, flaggedPayments, MONTH_EXPORT_COLUMNS, monthlyTotals, owedOnOpenBookings } from "@/lib/payments/summary";
import { pageCursorSchema } from "@/lib/validation/page-cursor";

// Admin only: a page of quotes with their payments and state, newest first (at most 500;
// X-Next-Cursor names the next page, ?cursor=), with the totals per month, what is owed, what
// needs checking and the refunds still owed from aggregate queries; ?format=csv: every payment as CSV, streamed;
// ?format=csv&report=months: the money per month (received, refunded, players' pay, expenses, margin).
export const GET = withAdmin("payments", async (request, { actor }) => {
  const params = request.nextUrl.searchParams;
  const format = params.get("format") ?? "json";
  if (format !== "json" && format !== "csv") throw new ApiError(400, "invalid_input", "format: must be json or csv");
  const report = params.get("report") ?? "payments";
  if (report !== "payments" && report !== "months") throw new ApiError(400, "invalid_input", "report: must be payments or months");
  if (format === "csv" && report === "months") {
    await audit(actor, { action: "export", target: "payments by month" });
    return csvStreamResponse(oneBatch(monthlyTotals()), [...MONTH_EXPORT_COLUMNS], `payments-by-month-${new Date().toISOString().slice(0, 10)}.csv`);
  }
  if (format === "csv") {
    await audit(actor, { action: "export", target: `payments (${await countListedPayments()})` });
    const pages = mapPages(
      everyPage((cursor) => quotesPage(cursor)),
      paymentExportRows,
    );
    return csvStreamResponse(pages, [...PAYMENT_EXPORT_COLUMNS], `payments-${new Date().toISOString().slice(0, 10)}.csv`);
  }
  const cursor = params.get("cursor") ? pageCursorSchema.safeParse(params.get("cursor")) : undefined;
  if (cursor && !cursor.success) throw new ApiError(400, "invalid_input", "cursor: must be the X-Next-Cursor of a previous page");
  const page = await quotesPage(cursor?.data);
  if (cursor) return pagedReply(page, { quotes: page.rows });
  const [months, owed, flagged, refunds, creditNotes] = await Promise.all([monthlyTotals(), owedOnOpenBookings(), flaggedPayments(), refundsOwed(), awaitingCreditNotes()]);
  return pagedReply(page, { paystackConfigured: paystackConfigured(), quotes: page.rows, months, owed, flagged, refundsOwed: refunds, awaitingCreditNotes: creditNotes });
});

async function* oneBatch<T>(rows: Promise<T[]>) {
  yield await rows;
}
