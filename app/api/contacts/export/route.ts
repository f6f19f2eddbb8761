import { ApiError } from "@/lib/common/api-error";
import { audit } from "@/lib/audit/events";
import { withAdmin } from "@/lib/auth/guard";
import { CONTACT_EXPORT_COLUMNS, contactsWorkbook, exportRows } from "@/lib/contacts/export";
import { contactFiltersFromQuery, countContacts, everyContact } from "@/lib/contacts/queries";
import { csvStreamResponse } from "@/lib/csv";
import { mapPages } from "@/lib/paging/keyset";
import { fileReply, queryOf } from "@/lib/http";

// Admin only: every enquiry the inbox's filters match (not only its first page), as CSV streamed
// page by page, or as an Excel workbook with ?format=xlsx.
export const GET = withAdmin("enquiries", async (request, { actor }) => {
  const { format = "csv", ...query } = queryOf(request);
  if (format !== "csv" && format !== "xlsx") throw new ApiError(400, "invalid_input", "format: must be csv or xlsx");
  const filters = contactFiltersFromQuery(query);
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
