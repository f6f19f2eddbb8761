import "server-only";
import { eventTypeKeysMatching } from "@/content/enquiries";
import { db } from "@/lib/db";
import { databaseUrl, isPostgresUrl } from "@/lib/env";
import { firstIssue } from "@/lib/http";
import { contactFiltersSchema, type ContactFilters, type ContactStatus } from "@/lib/validation/contact-admin";

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

/** Enquiries for the admin inbox, newest first. */
export function listContacts(filters: ContactFilters = {}) {
  return db.contact.findMany({ where: whereOf(filters), orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: 1000 });
}

/** The enquiry's client name once its status is changed, or null when there is no such enquiry in the inbox. */
export async function updateContactStatus(id: number, status: ContactStatus): Promise<{ name: string } | null> {
  const result = await db.contact.updateMany({ where: { id, quarantinedAt: null }, data: { status } });
  return result.count === 1 ? db.contact.findUnique({ where: { id }, select: { name: true } }) : null;
}

export function listSubscribers() {
  return db.newsletter.findMany({ orderBy: { createdAt: "desc" } });
}
