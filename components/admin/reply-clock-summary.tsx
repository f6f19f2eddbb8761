import Link from "next/link";
import { replyClockSummary } from "@/lib/alerts/reply-clock";
import { durationWords } from "@/lib/dates/reply-clock-words";
import { readSiteSettings } from "@/lib/settings/store";

/** The Overview's reply clock: how fast the band answered in the last 30 days, and who waits now. Rendered on the server. */
export async function ReplyClockSummary() {
  const [summary, settings] = await Promise.all([replyClockSummary(), readSiteSettings()]);
  const share = summary.shareWithinPromise === null ? "–" : `${Math.round(summary.shareWithinPromise * 100)} %`;
  const median = summary.medianReplyMinutes === null ? "–" : durationWords(summary.medianReplyMinutes * 60_000);
  return (
    <section aria-labelledby="reply-clock-heading" className="mb-6 rounded-lg border border-border bg-card p-4">
      <h2 id="reply-clock-heading" className="text-lg font-semibold">
        Replies to enquiries
      </h2>
      <p className="text-sm text-muted-foreground">
        The last 30 days, against your promise to reply within {settings.replyHours} {settings.replyHours === 1 ? "hour" : "hours"}.
      </p>
      <dl className="mt-3 grid gap-3 sm:grid-cols-3">
        <Figure term="Waiting for a reply now" value={String(summary.waitingNow)} note={summary.overdueNow ? `${summary.overdueNow} overdue` : undefined} />
        <Figure term="Median time to first reply" value={median} />
        <Figure term="Answered within the promise" value={share} />
      </dl>
      {summary.waitingNow > 0 && (
        <Link href="/admin/enquiries" className="mt-3 inline-flex min-h-11 items-center font-medium underline">
          Answer the waiting enquiries
        </Link>
      )}
    </section>
  );
}

function Figure({ term, value, note }: { term: string; value: string; note?: string }) {
  return (
    <div>
      <dt className="text-sm text-muted-foreground">{term}</dt>
      <dd className="text-2xl font-semibold">
        {value}
        {note && <span className="ml-2 text-sm font-medium text-danger">{note}</span>}
      </dd>
    </div>
  );
}
