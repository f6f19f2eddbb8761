import Link from "next/link";
import { moneyToSettle } from "@/lib/payments/summary";

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The Overview's warning: payments that need checking and refunds still owed, each money of a client's. Rendered on the server; nothing when all is settled. */
export async function MoneyToSettle() {
  const { flagged, refunds } = await moneyToSettle();
  if (flagged === 0 && refunds === 0) return null;
  return (
    <section aria-labelledby="money-to-settle-heading" className="mb-6 rounded-lg border border-danger bg-card p-4">
      <h2 id="money-to-settle-heading" className="text-lg font-semibold">
        Money to settle
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
        {flagged > 0 && <li>{plural(flagged, "payment needs checking: it is", "payments need checking: they are")} not counted until settled.</li>}
        {refunds > 0 && <li>{plural(refunds, "refund still owed to a client whose booking was cancelled", "refunds still owed to clients whose bookings were cancelled")}.</li>}
      </ul>
      <Link href="/admin/payments" className="mt-2 inline-flex min-h-11 items-center text-sm underline">
        Settle them in Payments
      </Link>
    </section>
  );
}
