import "server-only";
import { ApiError } from "@/lib/common/api-error";
import { recordFirstReply } from "@/lib/alerts/reply-clock";
import { db } from "@/lib/db";
import { everyWordOf } from "@/lib/db/folded-search";
import { contactSearchQuery, fillContactSearchText, refreshContactSearchText } from "@/lib/contacts/search-text";
import { everyPage, newestFirst, olderThan, PAGE_LIMIT, pageOf } from "@/lib/paging/keyset";
import { firstIssue } from "@/lib/validation/issues";
import type { PageCursor } from "@/lib/validation/page-cursor";
import { inboxQuerySchema, type ContactFilters, type ContactUpdate } from "@/lib/validation/contact-admin";

// The band works in Lagos time (UTC+1, no daylight saving): a date filter covers that whole day.
const LAGOS_OFFSET = "+01:00";

/** The inbox's filters and page cursor from a query string (the export reads the filters alone); a 400 names the first problem. */
export function contactFiltersFromQuery(query: Record<string, string>) {
  const raw = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== ""));
  const parsed = inboxQuerySchema.safeParse(raw);
  if (!parsed.success) throw new ApiError(400, "invalid_input", firstIssue(parsed.error));
  return parsed.data;
}

/** The search column indexes the enquiry's other fields: a page of 500 would carry their text twice. */
const withoutSearchText = { searchText: true } as const;

/** Before a search: enquiries from before the search column get theirs (once per list, not per page). */
async function readyToSearch({ q }: ContactFilters): Promise<void> {
  if (q) await fillContactSearchText();
}

function whereOf({ q, status, from, to, folder }: ContactFilters) {
  return {
    quarantinedAt: folder === "spam" ? { not: null } : null,
    status,
    createdAt:
      from || to ? { gte: from ? new Date(`${from}T00:00:00${LAGOS_OFFSET}`) : undefined, lte: to ? new Date(`${to}T23:59:59.999${LAGOS_OFFSET}`) : undefined } : undefined,
    // Every word of the search in the enquiry's folded text (lib/contacts/search-text.ts).
    ...everyWordOf(q && contactSearchQuery(q)),
  };
}

async function matchingPage(filters: ContactFilters, cursor: PageCursor | undefined, limit = PAGE_LIMIT) {
  const rows = await db.contact.findMany({
    where: { AND: [whereOf(filters), olderThan("createdAt", cursor)] },
    omit: withoutSearchText,
    orderBy: newestFirst("createdAt"),
    take: limit + 1,
  });
  return pageOf(rows, (row) => row.createdAt, limit);
}

/** One page of the inbox's enquiries, newest first, filtered in the query. */
export async function contactsPage(filters: ContactFilters = {}, cursor?: PageCursor, limit = PAGE_LIMIT) {
  await readyToSearch(filters);
  return matchingPage(filters, cursor, limit);
}

/** How many enquiries match (the export's audit line). */
export async function countContacts(filters: ContactFilters = {}) {
  await readyToSearch(filters);
  return db.contact.count({ where: whereOf(filters) });
}

/** Every enquiry that matches, page by page: the export streams them. */
export async function* everyContact(filters: ContactFilters = {}) {
  await readyToSearch(filters);
  yield* everyPage((cursor) => matchingPage(filters, cursor));
}

/** Each enquiry with the alerts that failed for good ("WhatsApp alert failed: …"), read by the rows' id range, never by a list of their ids. */
async function withAlertFailures<Row extends { id: number }>(rows: Row[]): Promise<(Row & { alertFailures: string[] })[]> {
  const ids = rows.map((contact) => contact.id);
  const failed = ids.length
    ? await db.outbox.findMany({
        where: { contactId: { gte: Math.min(...ids), lte: Math.max(...ids) }, channel: { not: "email" }, sentAt: null, failedAt: { not: null } },
        select: { contactId: true, lastError: true },
        orderBy: { id: "asc" },
      })
    : [];
  const failures = new Map<number, string[]>();
  for (const row of failed) if (row.contactId !== null) failures.set(row.contactId, [...(failures.get(row.contactId) ?? []), row.lastError ?? "Alert failed"]);
  return rows.map((contact) => ({ ...contact, alertFailures: failures.get(contact.id) ?? [] }));
}

/**
 * GET /api/contacts: a page of enquiries with their reply clock (replyDueAt, firstReplyAt) and, on
 * each, the alerts that failed for good, so the band knows who was not told.
 */
export async function listInbox(filters: ContactFilters = {}, cursor?: PageCursor) {
  const page = await contactsPage(filters, cursor);
  return { rows: await withAlertFailures(page.rows), nextCursor: page.nextCursor };
}

/**
 * GET /api/contacts?waiting=1: the matching enquiries still waiting for a reply, soonest due first
 * (at most 500), however far back they came: the inbox shows them above its pages. None in the spam
 * folder, where no clock runs. Read through the (firstReplyAt, replyDueAt) index.
 */
export async function listWaiting(filters: ContactFilters = {}) {
  if (filters.folder === "spam") return [];
  await readyToSearch(filters);
  const rows = await db.contact.findMany({
    where: { AND: [whereOf(filters), { firstReplyAt: null, replyDueAt: { not: null } }] },
    omit: withoutSearchText,
    orderBy: [{ replyDueAt: "asc" }, { id: "asc" }],
    take: PAGE_LIMIT,
  });
  return withAlertFailures(rows);
}

/**
 * The enquiry's client name once its status or event details are changed, or null when there is
 * no such enquiry in the inbox. Moving it away from new answers it: the reply clock stops there if
 * it was running.
 */
export async function updateContact(id: number, change: Omit<ContactUpdate, "confirmOverCapacity">, by: string): Promise<{ name: string } | null> {
  return db.$transaction(async (tx) => {
    const data = Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined));
    const result = await tx.contact.updateMany({ where: { id, quarantinedAt: null }, data });
    if (result.count !== 1) return null;
    if (change.venue !== undefined || change.eventType !== undefined) await refreshContactSearchText(tx, id);
    if (change.status && change.status !== "new") await recordFirstReply(tx, id, by);
    return tx.contact.findUnique({ where: { id }, select: { name: true } });
  });
}

/** The admin's "I replied by phone or WhatsApp": the enquiry's name and when it was first answered, or null when it is not in the inbox. */
export async function markReplied(id: number, by: string): Promise<{ name: string; firstReplyAt: Date } | null> {
  const contact = await db.contact.findFirst({ where: { id, quarantinedAt: null }, select: { id: true } });
  if (!contact) return null;
  await recordFirstReply(db, id, by);
  return db.contact.findUniqueOrThrow({ where: { id }, select: { name: true, firstReplyAt: true } }) as Promise<{ name: string; firstReplyAt: Date }>;
}

export function listSubscribers() {
  return db.newsletter.findMany({ orderBy: { createdAt: "desc" } });
}
