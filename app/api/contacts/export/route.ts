import { auditRequest } from "@/lib/audit/events";
import { readableDate, readableMoment } from "@/lib/dates/readable";
import { eventTypeLabel } from "@/content/enquiries";
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
  // ISO dates and type keys for machines, each beside the words a person reads.
  const rows = contacts.map((contact) => ({
    ...contact,
    receivedLagos: readableMoment(contact.createdAt),
    eventTypeLabel: eventTypeLabel(contact.eventType),
    eventDateReadable: readableDate(contact.eventDate),
  }));
  const columns = [
    "id",
    "createdAt",
    "receivedLagos",
    "status",
    "source",
    "name",
    "email",
    "phone",
    "eventType",
    "eventTypeLabel",
    "eventDate",
    "eventDateReadable",
    "venue",
    "guestCount",
    "budget",
    "message",
  ] as const;
  return csvResponse(toCsv(rows, [...columns]), `enquiries-${new Date().toISOString().slice(0, 10)}.csv`);
});
