import "server-only";
import { ApiError } from "@/lib/common/api-error";
import { eventTypeLabel } from "@/fixed/enquiries";
import { readableDate } from "@/lib/dates/readable";
import type { Tx } from "@/lib/db";

/** An enquiry a lineup can be made for: found, not in spam, with a date, not closed. */
export async function lineupEvent(client: Pick<Tx, "contact">, contactId: number) {
  const contact = await client.contact.findFirst({ where: { id: contactId, quarantinedAt: null } });
  if (!contact) throw new ApiError(404, "not_found", "Enquiry not found");
  if (!contact.eventDate) throw new ApiError(409, "conflict", "Set the event date first: a lineup is for a date");
  return contact;
}

export const eventWords = (event: { eventType: string; name: string; eventDate: string }) =>
  `${eventTypeLabel(event.eventType) || "Event"}: ${event.name} on ${readableDate(event.eventDate)}`;
