import "server-only";
import { recordAudit } from "@/lib/audit/events";
import { db } from "@/lib/db";
import { readSiteSettings } from "@/lib/settings/store";
import { pruneOldAnalytics, retentionCutoff } from "@/lib/tracking/retention";

// Retention that runs by itself (issue 66, item 5), with the periods of Settings → Privacy: enquiries
// never quoted nor booked go after `unbookedEnquiryMonths` with their messages; WhatsApp
// conversations after `whatsappMonths`; raw visits after `analyticsMonths` (their daily counts
// stay). Booked events and every money record stay. Each enquiry is deleted in its own
// transaction, so a run that stops half-way leaves every enquiry whole or gone. Each run is
// audited with its counts. The jobs timer runs it daily; /api/cron/retention on Vercel.

/** Enquiries looked at a page at a time (ids only; SQLite bounds a statement's parameters). */
const PAGE = 200;

export type RetentionRun = { enquiries: number; whatsappMessages: number; visits: number; actions: number };

/** Never quoted (no quote of any state), never booked, not a lineup's event. */
const unbooked = { status: { not: "booked" }, quotes: { none: {} }, lineup: { is: null } };

async function deleteUnbookedEnquiriesBefore(cutoff: Date): Promise<{ enquiries: number; whatsappMessages: number }> {
  const deleted = { enquiries: 0, whatsappMessages: 0 };
  for (let after = 0; ;) {
    const page = await db.contact.findMany({ where: { id: { gt: after }, createdAt: { lt: cutoff }, ...unbooked }, orderBy: { id: "asc" }, take: PAGE, select: { id: true } });
    if (page.length === 0) return deleted;
    for (const { id } of page) {
      // Checked again inside the transaction: a quote sent meanwhile keeps the enquiry.
      const [messages, , enquiry] = await db.$transaction([
        db.whatsappMessage.deleteMany({ where: { contactId: id, contact: unbooked } }),
        db.outbox.deleteMany({ where: { contactId: id, contact: unbooked } }),
        db.contact.deleteMany({ where: { id, ...unbooked } }),
      ]);
      deleted.enquiries += enquiry.count;
      deleted.whatsappMessages += messages.count;
    }
    after = page.at(-1)!.id;
  }
}

export async function runRetention(now = new Date()): Promise<RetentionRun> {
  const { retention } = await readSiteSettings();
  const { enquiries, whatsappMessages } = await deleteUnbookedEnquiriesBefore(retentionCutoff(now, retention.unbookedEnquiryMonths));
  const conversations = await db.whatsappMessage.deleteMany({ where: { at: { lt: retentionCutoff(now, retention.whatsappMonths) } } });
  const { visits, actions } = await pruneOldAnalytics(now, retention.analyticsMonths);
  const run = { enquiries, whatsappMessages: whatsappMessages + conversations.count, visits, actions };
  await recordAudit({
    action: "privacy.retention",
    username: "retention",
    target: `${run.enquiries} unbooked enquiries, ${run.whatsappMessages} WhatsApp messages, ${run.visits} visits, ${run.actions} actions deleted`,
  });
  return run;
}
