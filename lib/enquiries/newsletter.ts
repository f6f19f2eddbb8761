import "server-only";
import { enqueue, mailedWithinADay } from "@/lib/outbox/enqueue";
import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import { newsletterWelcome } from "@/lib/email/templates";
import { recordHit } from "@/lib/rate-limit";
import type { Requester } from "@/lib/site-origin";
import { newsletterSchema } from "@/lib/validation/enquiry";
import { issuesToFields } from "@/lib/validation/issues";
import { looksAutomated, NEWSLETTER_MIN_FILL_MS } from "./spam";
import { SUBMISSION_WINDOW_MS, SUBMISSIONS_PER_WINDOW, tooManySubmissions, type SubmitResult } from "./submit";

/** A success says nothing of whether the address was subscribed before: the answer is no oracle. */
export type SubscribeResult = { ok: true } | Extract<SubmitResult, { ok: false }>;

export async function subscribeToNewsletter(fields: Record<string, unknown>, { ip, siteOrigin }: Requester): Promise<SubscribeResult> {
  const limit = await recordHit(`newsletter:${ip}`, SUBMISSIONS_PER_WINDOW, SUBMISSION_WINDOW_MS);
  if (limit.limited) return { ok: false, status: 429, error: tooManySubmissions, retryAfterSeconds: limit.retryAfterSeconds };

  const parsed = newsletterSchema.safeParse(fields);
  if (!parsed.success) {
    const fieldErrors = issuesToFields(parsed.error, { root: "form" });
    return { ok: false, status: 400, error: `email: ${fieldErrors.email ?? "Please enter a valid email address"}`, fieldErrors };
  }
  if (looksAutomated(fields, NEWSLETTER_MIN_FILL_MS)) return { ok: true };

  // Stored lower-case, so the unique index makes addresses case-insensitive.
  const email = parsed.data.email.toLowerCase();
  const existing = await db.newsletter.findUnique({ where: { email } });
  // Already subscribed: the same answer as a new subscription, and no second welcome mail.
  if (existing?.subscribed) return { ok: true };

  await db
    .$transaction(async (tx) => {
      const token = existing?.unsubscribeToken ?? randomBytes(24).toString("base64url");
      if (existing) await tx.newsletter.update({ where: { email }, data: { subscribed: true } });
      else await tx.newsletter.create({ data: { email, unsubscribeToken: token } });
      // Welcomed at most once a day: subscribing, unsubscribing and subscribing again sends no stream of mails.
      if (!(await mailedWithinADay(tx, "newsletter-welcome", email))) await enqueue(tx, { kind: "newsletter-welcome", to: email, ...newsletterWelcome(token, siteOrigin) });
    })
    .catch(async (error: unknown) => {
      // Two requests for one new address at once: the other one subscribed it.
      if ((await db.newsletter.count({ where: { email, subscribed: true } })) === 0) throw error;
    });
  // Someone who had unsubscribed and signs up again is a new subscription, welcomed again.
  return { ok: true };
}

export async function unsubscribe(token: string): Promise<string | null> {
  // Tokens are base64url; anything else (a NUL byte would even make PostgreSQL throw) matches none.
  if (!/^[\w-]{1,100}$/.test(token)) return null;
  const row = await db.newsletter.findUnique({ where: { unsubscribeToken: token } });
  if (!row) return null;
  if (row.subscribed) await db.newsletter.update({ where: { id: row.id }, data: { subscribed: false } });
  return row.email;
}
