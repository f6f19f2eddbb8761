import { auditRequest } from "@/lib/audit/events";
import { withAdmin } from "@/lib/auth/guard";
import { csvResponse, toCsv } from "@/lib/csv";
import { badRequest, jsonReply } from "@/lib/http";
import { listQuotes, monthlyTotals, PAYMENT_EXPORT_COLUMNS, paymentExportRows } from "@/lib/payments/admin-list";
import { paystackConfigured } from "@/lib/payments/paystack";

// Admin only: every quote and payment with its state and the totals per month; ?format=csv: the payments as CSV.
export const GET = withAdmin(async (request, { admin }) => {
  const format = request.nextUrl.searchParams.get("format") ?? "json";
  if (format !== "json" && format !== "csv") return badRequest("format: must be json or csv");
  const quotes = await listQuotes();
  if (format === "csv") {
    const rows = paymentExportRows(quotes);
    await auditRequest(request, admin, { action: "export", target: `payments (${rows.length})` });
    return csvResponse(toCsv(rows, [...PAYMENT_EXPORT_COLUMNS]), `payments-${new Date().toISOString().slice(0, 10)}.csv`);
  }
  return jsonReply({ paystackConfigured: paystackConfigured(), quotes, months: monthlyTotals(quotes) });
});
