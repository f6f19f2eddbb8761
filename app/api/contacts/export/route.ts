import { auditRequest } from "@/lib/audit/events";
import { withAdmin } from "@/lib/auth/guard";
import { CONTACT_EXPORT_COLUMNS, contactsWorkbook, exportRows } from "@/lib/contacts/export";
import { contactFiltersFromSearch, countContacts, everyContact } from "@/lib/contacts/queries";
import { csvStreamResponse } from "@/lib/csv";
import { mapPages } from "@/lib/paging/keyset";
import { badRequest } from "@/lib/http";

// Admin only: every enquiry the inbox's filters match (not only its first page), as CSV streamed
// page by page, or as an Excel workbook with ?format=xlsx.
export const GET = withAdmin(async (request, { admin }) => {
  const params = request.nextUrl.searchParams;
  const format = params.get("format") ?? "csv";
  if (format !== "csv" && format !== "xlsx") return badRequest("format: must be csv or xlsx");
  const filters = contactFiltersFromSearch(new URLSearchParams([...params.entries()].filter(([key]) => key !== "format")));
  if (!filters.ok) return badRequest(filters.error);
  await auditRequest(request, admin, { action: "export", target: `enquiries (${await countContacts(filters.data)})` });
  const name = `enquiries-${new Date().toISOString().slice(0, 10)}`;
  if (format === "csv") {
    const pages = mapPages(everyContact(filters.data), exportRows);
    return csvStreamResponse(pages, [...CONTACT_EXPORT_COLUMNS], `${name}.csv`);
  }
  return new Response(new Uint8Array(await contactsWorkbook(everyContact(filters.data))), {
    headers: {
      "Content-Type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      "Content-Disposition": `attachment; filename="${name}.xlsx"`,
      "Cache-Control": "no-store",
    },
  });
});
