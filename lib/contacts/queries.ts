import "server-only";
import { eventTypeKeysMatching } from "@/fixed/enquiries";
import { recordFirstReply } from "@/lib/alerts/reply-clock";
import { db } from "@/lib/db";
import { databaseUrl, isPostgresUrl } from "@/lib/env";
import { firstIssue } from "@/lib/validation/issues";
import { contactFiltersSchema, type ContactFilters, type ContactUpdate } from "@/lib/validation/contact-admin";

// The band works in Lagos time (UTC+1, no daylight saving): a date filter covers that whole day.
const LAGOS_OFFSET = "+01:00";

export function contactFiltersFromSearch(params: URLSearchParams) {
  const raw = Object.fromEntries([...params.entries()].filter(([, value]) => value !== ""));
  const parsed = contactFiltersSchema.safeParse(raw);
  return parsed.success ? ({ ok: true, data: parsed.data } as const) : ({ ok: false, error: firstIssue(parsed.error) } as const);
}

function whereOf({ q, status, from, to, folder }: ContactFilters) {
  // SQLite's LIKE is already case-insensitive; PostgreSQL needs to be asked.
  const mode = isPostgresUrl(databaseUrl()) ? ("insensitive" as const) : undefined;
  const contains = (value: string) => ({ contains: value, mode });
  return {
    quarantinedAt: folder === "spam" ? { not: null } : null,
    status,
    createdAt:
      from || to ? { gte: from ? new Date(`${from}T00:00:00${LAGOS_OFFSET}`) : undefined, lte: to ? new Date(`${to}T23:59:59.999${LAGOS_OFFSET}`) : undefined } : undefined,
    OR: q
      ? [
          { name: contains(q) },
          { email: contains(q) },
          { phone: contains(q) },
          { message: contains(q) },
          { venue: contains(q) },
          { eventType: contains(q) },
          // Types are stored as keys: "Birthday Party" finds "birthday".
          { eventType: { in: eventTypeKeysMatching(q) } },
        ]
      : undefined,
  };
}

/** Enquiries for the admin inbox and its exports, newest first. */
export function listContacts(filters: ContactFilters = {}) {
  return db.contact.findMany({ where: whereOf(filters), orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: 1000 });
}

/**
 * GET /api/contacts: the enquiries with their reply clock (replyDueAt, firstReplyAt) and, on each,
 * the alerts that failed for good ("WhatsApp alert failed: …"), so the band knows who was not told.
 */
export async function listInbox(filters: ContactFilters = {}) {
  const contacts = await listContacts(filters);
  const failed = await db.outbox.findMany({
    where: { contactId: { in: contacts.map((contact) => contact.id) }, channel: { not: "email" }, sentAt: null, failedAt: { not: null } },
    select: { contactId: true, lastError: true },
    orderBy: { id: "asc" },
  });
  return contacts.map((contact) => ({
    ...contact,
    alertFailures: failed.filter((row) => row.contactId === contact.id).map((row) => row.lastError ?? "Alert failed"),
  }));
}

/**
 * The enquiry's client name once its status or event details are changed, or null when there is
 * no such enquiry in the inbox. Moving it away from new answers it: the reply clock stops there if
 * it was running.
 */
export async function updateContact(id: number, change: Omit<ContactUpdate, "confirmOverCapacity">): Promise<{ name: string } | null> {
  return db.$transaction(async (tx) => {
    const data = Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined));
    const result = await tx.contact.updateMany({ where: { id, quarantinedAt: null }, data });
    if (result.count !== 1) return null;
    if (change.status && change.status !== "new") await recordFirstReply(tx, id);
    return tx.contact.findUnique({ where: { id }, select: { name: true } });
  });
}

/** The admin's "I replied by phone or WhatsApp": the enquiry's name and when it was first answered, or null when it is not in the inbox. */
export async function markReplied(id: number): Promise<{ name: string; firstReplyAt: Date } | null> {
  const contact = await db.contact.findFirst({ where: { id, quarantinedAt: null }, select: { id: true } });
  if (!contact) return null;
  await recordFirstReply(db, id);
  return db.contact.findUniqueOrThrow({ where: { id }, select: { name: true, firstReplyAt: true } }) as Promise<{ name: string; firstReplyAt: Date }>;
}

export function listSubscribers() {
  return db.newsletter.findMany({ orderBy: { createdAt: "desc" } });
}
