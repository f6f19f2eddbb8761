import "server-only";
import { queueReplyReminders } from "@/lib/alerts/queue";
import { queuePlanReminders } from "@/lib/payments/plan-reminders";
import { queueBalanceReminders } from "@/lib/payments/reminders";
import { drainOutbox } from "./outbox";

const INTERVAL_MS = 60_000;

export function startOutboxTimer(): void {
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      await queueBalanceReminders().catch((error: unknown) => console.error("balance reminders failed", error));
      await queueReplyReminders().catch((error: unknown) => console.error("reply reminders failed", error));
      await queuePlanReminders().catch((error: unknown) => console.error("plan reminders failed", error));
      await drainOutbox();
    } catch (error) {
      console.error("outbox drain failed", error);
    } finally {
      running = false;
    }
  }, INTERVAL_MS);
  timer.unref();
}
