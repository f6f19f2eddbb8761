import { ApiError } from "@/lib/common/api-error";
import { audit } from "@/lib/audit/events";
import { withAdmin } from "@/lib/auth/guard";
import { CONTACT_EXPORT_COLUMNS, contactsWorkbook, exportRows } from "@/lib/contacts/export";
import { contactFiltersFromSearch, countContacts, everyContact } from "@/lib/contacts/queries";
import { csvStreamResponse } from "@/lib/csv";
import { mapPages } from "@/lib/paging/keyset";
import { fileReply } from "@/lib/http";

// Admin only: every enquiry the inbox's filters match (not only its first page), as CSV streamed
// page by page, or as an Excel workbook with ?format=xlsx.
export const GET = withAdmin("enquiries", async (request, { actor }) => {
  const params = request.nextUrl.searchParams;
  const format = params.get("format") ?? "csv";
  if (format !== "csv" && format !== "xlsx") throw new ApiError(400, "invalid_input", "format: must be csv or xlsx");
  const filters = contactFiltersFromSearch(new URLSearchParams([...params.entries()].filter(([key]) => key !== "format")));
  await audit(actor, { action: "export", target: `enquiries (${await countContacts(filters)})` });
  const name = `enquiries-${new Date().toISOString().slice(0, 10)}`;
  if (format === "csv") {
    const pages = mapPages(everyContact(filters), exportRows);
    return csvStreamResponse(pages, [...CONTACT_EXPORT_COLUMNS], `${name}.csv`);
  }
  return fileReply(new Uint8Array(await contactsWorkbook(everyContact(filters))), {
    type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    filename: `${name}.xlsx`,
  });
});
