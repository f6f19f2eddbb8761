import { auditRequest } from "@/lib/audit/events";
import { withAdmin } from "@/lib/auth/guard";
import { CONTACT_EXPORT_COLUMNS, contactsWorkbook, exportRows } from "@/lib/contacts/export";
import { contactFiltersFromSearch, listContacts } from "@/lib/contacts/queries";
import { csvResponse, toCsv } from "@/lib/csv";
import { badRequest } from "@/lib/http";

// Admin only: the enquiries shown in the inbox, as CSV, or as an Excel workbook with ?format=xlsx.
export const GET = withAdmin(async (request, { admin }) => {
  const params = request.nextUrl.searchParams;
  const format = params.get("format") ?? "csv";
  if (format !== "csv" && format !== "xlsx") return badRequest("format: must be csv or xlsx");
  const filters = contactFiltersFromSearch(new URLSearchParams([...params.entries()].filter(([key]) => key !== "format")));
  if (!filters.ok) return badRequest(filters.error);
  const contacts = await listContacts(filters.data);
  await auditRequest(request, admin, { action: "export", target: `enquiries (${contacts.length})` });
  const name = `enquiries-${new Date().toISOString().slice(0, 10)}`;
  if (format === "csv") return csvResponse(toCsv(exportRows(contacts), [...CONTACT_EXPORT_COLUMNS]), `${name}.csv`);
  return new Response(new Uint8Array(await contactsWorkbook(contacts)), {
    headers: {
      "Content-Type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      "Content-Disposition": `attachment; filename="${name}.xlsx"`,
      "Cache-Control": "no-store",
    },
  });
});
