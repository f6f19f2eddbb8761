import Link from "next/link";
import { readableDate } from "@/lib/dates/readable";
import { unansweredSoon } from "@/lib/players/gigs";

/** The Overview's warning: events within 7 days whose lineup still has players who have not answered. Rendered on the server; nothing when all is answered. */
export async function UnansweredLineups() {
  const events = await unansweredSoon();
  if (!events.length) return null;
  return (
    <section aria-labelledby="unanswered-lineups-heading" className="mb-6 rounded-lg border border-danger bg-card p-4">
      <h2 id="unanswered-lineups-heading" className="text-lg font-semibold">
        Lineups still waiting for answers
      </h2>
      <p className="text-sm text-muted-foreground">These events are within 7 days and some players have not said yes or no.</p>
      <ul className="mt-3 space-y-1">
        {events.map((event) => (
          <li key={event.contactId}>
            <Link href={`/admin/enquiries?enquiry=${event.contactId}`} className="inline-flex min-h-11 items-center font-medium underline">
              {event.name}, {readableDate(event.eventDate)}: {event.unanswered} {event.unanswered === 1 ? "player has" : "players have"} not answered
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
