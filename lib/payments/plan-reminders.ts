import "server-only";
import { enqueue } from "@/lib/outbox/enqueue";
import { lagosDate } from "@/lib/dates/lagos-days";
import { db } from "@/lib/db";
import { bookingWhatsappHref } from "@/lib/settings/band-contact";
import { readSiteSettings } from "@/lib/settings/store";
import { readPlan } from "./event-plan";
import { planReminderMail } from "./mails";
import { daysUntil } from "@/lib/common/payment-terms";

// 14 days before a booked event, a mail asks the client to complete their plan for the night when
// its songs or its timeline are still empty. Run with the outbox (the server's timer and the cron
// route); each quote is claimed by setting planRemindedAt where it is still empty.

const REMIND_DAYS_BEFORE = 14;

export async function queuePlanReminders(now = new Date()): Promise<number> {
  const today = lagosDate(now);
  const booked = await db.bookingQuote.findMany({
    where: { status: { in: ["deposit-paid", "paid"] }, planRemindedAt: null, contact: { email: { not: null }, eventDate: { not: "" } } },
    include: { contact: true },
    take: 200,
  });
  const settings = booked.length ? await readSiteSettings() : null;
  let queued = 0;
  for (const quote of booked) {
    const daysLeft = daysUntil(quote.contact.eventDate, today);
    if (daysLeft > REMIND_DAYS_BEFORE || daysLeft < 7) continue;
    const plan = await readPlan(quote.id);
    if (plan.songs.mustPlay.length > 0 && plan.timeline.length > 0) continue;
    const whatsapp = bookingWhatsappHref(settings!, `Hello, here is my plan for Quote ${quote.id}: `);
    const sent = await db.$transaction(async (tx) => {
      const claimed = await tx.bookingQuote.updateMany({ where: { id: quote.id, planRemindedAt: null }, data: { planRemindedAt: now } });
      if (claimed.count === 0) return false;
      await enqueue(tx, { kind: "plan-reminder", to: quote.contact.email!, contactId: quote.contactId, ...planReminderMail(quote.contact, quote.url, whatsapp) });
      return true;
    });
    if (sent) queued += 1;
  }
  return queued;
}
