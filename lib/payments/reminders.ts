import "server-only";
import { enqueue } from "@/lib/outbox/enqueue";
import { lagosDate } from "@/lib/dates/lagos-days";
import { db } from "@/lib/db";
import { balanceReminderMail } from "./mails";
import { daysUntil } from "@/lib/common/payment-terms";

// The balance reminders: a mail with the Pay balance link 10 days and 3 days before the balance
// is due. Run with the outbox (the server's timer and the cron route); each is claimed by setting
// its column only where it is still empty, so two runs never send one twice.

const REMINDERS = [
  { daysBefore: 10, column: "reminded10At" },
  { daysBefore: 3, column: "reminded3At" },
] as const;

export async function queueBalanceReminders(now = new Date()): Promise<number> {
  const today = lagosDate(now);
  const due = await db.bookingQuote.findMany({
    where: {
      status: "deposit-paid",
      balance: { gt: 0 },
      balanceDueAt: { not: null, lte: new Date(now.getTime() + 11 * 86_400_000) },
      OR: [{ reminded10At: null }, { reminded3At: null }],
    },
    include: { contact: true },
  });
  let queued = 0;
  for (const quote of due) {
    const balanceDue = lagosDate(quote.balanceDueAt!);
    const daysLeft = daysUntil(balanceDue, today);
    // The nearest reminder whose day has come; a reminder skipped by downtime is not sent late twice.
    const reminder = REMINDERS.filter((entry) => daysLeft <= entry.daysBefore && quote[entry.column] === null).at(-1);
    if (!reminder || daysLeft < 0 || !quote.contact.email) continue;
    const data = reminder.column === "reminded3At" ? { reminded3At: now, reminded10At: quote.reminded10At ?? now } : { reminded10At: now };
    const sent = await db.$transaction(async (tx) => {
      const claimed = await tx.bookingQuote.updateMany({ where: { id: quote.id, [reminder.column]: null }, data });
      if (claimed.count === 0) return false;
      const message = balanceReminderMail(quote.contact, quote.balance, balanceDue, quote.url);
      await enqueue(tx, { kind: "balance-reminder", to: quote.contact.email!, contactId: quote.contactId, ...message });
      return true;
    });
    if (sent) queued += 1;
  }
  return queued;
}
