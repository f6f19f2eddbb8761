import "server-only";
import { ApiError } from "@/lib/common/api-error";
import { db } from "@/lib/db";
import { BAND_ADDRESS } from "@/lib/email/band-address";
import { notifyTo } from "@/lib/email/config";
import { looksAutomated, NEWSLETTER_MIN_FILL_MS } from "@/lib/enquiries/spam";
import { SUBMISSION_WINDOW_MS, SUBMISSIONS_PER_WINDOW, tooManySubmissions, type SubmitResult } from "@/lib/enquiries/submit";
import { enqueue } from "@/lib/outbox/enqueue";
import { recordHit } from "@/lib/rate-limit";
import { issuesToFields } from "@/lib/validation/issues";
import { privacyRequestSchema, type PrivacyRequestRow } from "@/lib/validation/privacy";
import { privacyRequestMails } from "./request-mails";

// A person's requests under the NDPA (issue 66, item 4), sent from /privacy-request: answered within
// a month (dueAt = received + 30 days). The person gets a confirmation by mail, the band a mail
// too (when NOTIFY_TO is set); the panel lists them with their clocks, the Overview warns a week
// before one is due.

const DAY_MS = 86_400_000;
const PRIVACY_REQUEST_DAYS = 30;
/** The Overview warns this long before a request is due. */
const PRIVACY_WARNING_DAYS = 7;

export type PrivacyRequestResult = { ok: true } | Extract<SubmitResult, { ok: false }>;

/** Limited, checked and screened like the site's forms; a bot's request is answered alike and dropped. */
export async function submitPrivacyRequest(fields: Record<string, unknown>, ip: string, now = new Date()): Promise<PrivacyRequestResult> {
  const limit = await recordHit(`privacy-request:${ip}`, SUBMISSIONS_PER_WINDOW, SUBMISSION_WINDOW_MS);
  if (limit.limited) return { ok: false, status: 429, error: tooManySubmissions, retryAfterSeconds: limit.retryAfterSeconds };
  const parsed = privacyRequestSchema.safeParse(fields);
  if (!parsed.success) {
    const fieldErrors = issuesToFields(parsed.error, { root: "form" });
    return { ok: false, status: 400, error: Object.values(fieldErrors)[0] ?? "The request is not valid", fieldErrors };
  }
  if (looksAutomated(fields, NEWSLETTER_MIN_FILL_MS)) return { ok: true };
  const { email, kind, details } = parsed.data;
  const dueAt = new Date(now.getTime() + PRIVACY_REQUEST_DAYS * DAY_MS);
  await db.$transaction(async (tx) => {
    const request = await tx.privacyRequest.create({ data: { email: email.toLowerCase(), kind, details: details || null, receivedAt: now, dueAt } });
    const mails = privacyRequestMails(request);
    await enqueue(tx, { kind: "privacy-request-received", to: request.email, ...mails.toPerson });
    if (notifyTo()) await enqueue(tx, { kind: "privacy-request-band", to: BAND_ADDRESS, ...mails.toBand });
  });
  return { ok: true };
}

/** Open requests first, soonest due first; then the last 50 done. */
export async function listPrivacyRequests(): Promise<PrivacyRequestRow[]> {
  const [open, done] = await Promise.all([
    db.privacyRequest.findMany({ where: { status: "open" }, orderBy: [{ dueAt: "asc" }, { id: "asc" }] }),
    db.privacyRequest.findMany({ where: { status: "done" }, orderBy: [{ doneAt: "desc" }, { id: "desc" }], take: 50 }),
  ]);
  return [...open, ...done].map((row) => ({
    ...row,
    receivedAt: row.receivedAt.toISOString(),
    dueAt: row.dueAt.toISOString(),
    doneAt: row.doneAt?.toISOString() ?? null,
  }));
}

/** Marks a request answered; a second call changes nothing. 404 for no such request. */
export async function markPrivacyRequestDone(id: number, by: string, now = new Date()): Promise<{ changed: boolean }> {
  const changed = await db.privacyRequest.updateMany({ where: { id, status: "open" }, data: { status: "done", doneAt: now, doneBy: by } });
  if (changed.count) return { changed: true };
  if (!(await db.privacyRequest.findUnique({ where: { id }, select: { id: true } }))) throw new ApiError(404, "not_found", "No such privacy request");
  return { changed: false };
}

/** The open requests due within a week (or already late), for the Overview. */
export async function privacyRequestsDueSoon(now = new Date()) {
  const rows = await db.privacyRequest.findMany({
    where: { status: "open", dueAt: { lte: new Date(now.getTime() + PRIVACY_WARNING_DAYS * DAY_MS) } },
    orderBy: { dueAt: "asc" },
    select: { id: true, kind: true, email: true, dueAt: true },
  });
  return rows.map((row) => ({ ...row, late: row.dueAt < now }));
}
