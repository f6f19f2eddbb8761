import Link from "next/link";
import { unseenUndeliveredAlerts } from "@/lib/alerts/fallback";
import { readableMoment } from "@/lib/dates/readable";
import { MarkAlertSeen } from "./mark-alert-seen";

/**
 * The Overview's warning (issue 65): band alerts on WhatsApp that did not arrive, each until
 * someone marks it seen. Rendered on the server; nothing when every alert arrived.
 */
export async function UndeliveredAlerts() {
  const { total, alerts } = await unseenUndeliveredAlerts();
  if (total === 0) return null;
  return (
    <section aria-labelledby="undelivered-alerts-heading" className="mb-6 rounded-lg border border-danger bg-card p-4">
      <h2 id="undelivered-alerts-heading" className="text-lg font-semibold">
        {total} {total === 1 ? "alert" : "alerts"} not delivered
      </h2>
      <p className="text-sm text-muted-foreground">
        WhatsApp did not deliver these alerts; the team&apos;s devices were told instead (or the band&apos;s email when no device has alerts on). Check the number in Settings →
        Alerts or in Security → Your alerts.
      </p>
      <ul className="mt-3 space-y-3">
        {alerts.map((alert) => (
          <li key={alert.id} className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span className="min-w-0 flex-1 wrap-anywhere">
              {alert.text}
              <span className="block text-sm text-muted-foreground">{readableMoment(alert.createdAt.toISOString())}</span>
              {alert.contactId && (
                <Link href={`/admin/enquiries?enquiry=${alert.contactId}`} className="inline-flex min-h-11 items-center text-sm underline">
                  Open the enquiry
                </Link>
              )}
            </span>
            <MarkAlertSeen id={alert.id} />
          </li>
        ))}
      </ul>
    </section>
  );
}
