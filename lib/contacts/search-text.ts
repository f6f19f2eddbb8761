import "server-only";
import { eventTypeLabel } from "@/fixed/enquiries";
import { db, type Tx } from "@/lib/db";
import { fillEmptySearchText, searchTextOf } from "@/lib/db/folded-search";
import { phoneDigits } from "@/lib/validation/phone-number";

// The inbox's search column (Contact.searchText): written with each enquiry, again when the admin
// changes its venue or event type or an erasure blanks it, and filled for enquiries from before it.

type Searched = {
  name: string;
  email?: string | null;
  phone: string;
  phoneDigits?: string | null;
  company?: string | null;
  venue?: string | null;
  eventType: string;
  message?: string | null;
};

const searched = { name: true, email: true, phone: true, phoneDigits: true, company: true, venue: true, eventType: true, message: true } as const;

/** The words an enquiry is found by: the event type by its label ("birthday party"), the phone also as its international digits. */
export const contactSearchText = (contact: Searched) =>
  searchTextOf(
    contact.name,
    contact.email,
    contact.phone,
    contact.phoneDigits ?? phoneDigits(contact.phone),
    contact.company,
    contact.venue,
    eventTypeLabel(contact.eventType),
    contact.message,
  );

/**
 * What the inbox searches for: a whole phone number, in whichever form it is written ("+234 803 111
 * 0001", "0803 111 0001", "08031110001"), as the international digits every enquiry's text holds;
 * anything else as it is.
 */
export function contactSearchQuery(q: string): string {
  const compact = q.replace(/[\s().-]/g, "");
  return (/^\+?\d{7,15}$/.test(compact) && phoneDigits(compact)) || q;
}

/** Writes the enquiry's search column again from its fields as they now are. */
export async function refreshContactSearchText(tx: Tx, id: number): Promise<void> {
  const contact = await tx.contact.findUnique({ where: { id }, select: searched });
  if (contact) await tx.contact.update({ where: { id }, data: { searchText: contactSearchText(contact) } });
}

/** Enquiries from before the search column (and any a script wrote without it): filled at start-up and before a search reads them. */
export const fillContactSearchText = () =>
  fillEmptySearchText(
    async (afterId, take) =>
      (await db.contact.findMany({ where: { searchText: "", id: { gt: afterId } }, select: { id: true, ...searched }, orderBy: { id: "asc" }, take })).map((row) => ({
        id: row.id,
        searchText: contactSearchText(row),
      })),
    (rows) => db.$transaction(rows.map(({ id, searchText }) => db.contact.updateMany({ where: { id, searchText: "" }, data: { searchText } }))),
  );
