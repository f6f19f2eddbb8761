import { auditRequest } from "@/lib/audit/events";
import { withAdmin } from "@/lib/auth/guard";
import { contactFiltersFromSearch, listContacts } from "@/lib/contacts/queries";
import { csvResponse, toCsv } from "@/lib/csv";
import { badRequest } from "@/lib/http";

// Admin only: the enquiries shown in the inbox, as CSV.
export const GET = withAdmin(async (request, { admin }) => {
  const filters = contactFiltersFromSearch(request.nextUrl.searchParams);
  if (!filters.ok) return badRequest(filters.error);
  const contacts = await listContacts(filters.data);
  await auditRequest(request, admin, { action: "export", target: `enquiries (${contacts.length})` });
  const columns = ["id", "createdAt", "status", "source", "name", "email", "phone", "eventType", "eventDate", "venue", "guestCount", "budget", "message"] as const;
  return csvResponse(toCsv(contacts, [...columns]), `enquiries-${new Date().toISOString().slice(0, 10)}.csv`);
});
