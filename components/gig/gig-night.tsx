import type { GigView } from "@/lib/players/gig-page";

const Row = ({ label, value }: { label: string; value: string }) => (
  <div className="grid gap-1 sm:grid-cols-[10rem_1fr]">
    <dt className="font-semibold">{label}</dt>
    <dd className="text-muted-foreground">{value}</dd>
  </div>
);

function SongList({ title, songs, numbered = false }: { title: string; songs: string[]; numbered?: boolean }) {
  if (!songs.length) return null;
  const List = numbered ? "ol" : "ul";
  return (
    <>
      <h3 className="mt-5 font-semibold">{title}</h3>
      <List className={`mt-2 space-y-1 pl-6 ${numbered ? "list-decimal" : "list-disc"}`}>
        {songs.map((song, index) => (
          <li key={`${index}-${song}`}>{song}</li>
        ))}
      </List>
    </>
  );
}

/** What the player needs for the night: when, where, what to wear, the timeline and the songs. */
export function GigNight({ gig, token }: { gig: GigView; token: string }) {
  return (
    <>
      <section aria-labelledby="night-heading" className="mt-8 rounded-xl border border-border bg-card p-5">
        <h2 id="night-heading" className="text-xl font-bold">
          The night
        </h2>
        <dl className="mt-3 grid gap-3">
          <Row label="Date" value={gig.date} />
          <Row label="Call time" value={`${gig.callTime} (Lagos time)`} />
          <Row label="Venue" value={gig.venue || gig.area} />
          <Row label="Area" value={gig.area} />
          {gig.dressCode && <Row label="Dress code" value={gig.dressCode} />}
          <Row label="Client" value={gig.clientFirstName} />
          {gig.bandLeaderPhone && <Row label="Band leader" value={gig.bandLeaderPhone} />}
        </dl>
        <p className="mt-4">
          <a href={`/api/gig/${token}/calendar.ics`} className="inline-flex min-h-11 items-center text-primary underline underline-offset-4" download>
            Add the gig to your calendar
          </a>
        </p>
      </section>
      <section aria-labelledby="plan-heading" className="mt-8 rounded-xl border border-border bg-card p-5">
        <h2 id="plan-heading" className="text-xl font-bold">
          Timeline and songs
        </h2>
        {gig.timeline.length ? (
          <ol className="mt-3 space-y-1">
            {gig.timeline.map((entry, index) => (
              <li key={`${index}-${entry.time}`}>
                <span className="font-mono font-semibold">{entry.time}</span> {entry.label}
              </li>
            ))}
          </ol>
        ) : (
          <p className="mt-2 text-muted-foreground">No timeline yet: the band leader will share it.</p>
        )}
        {gig.firstDance && (
          <p className="mt-5">
            <span className="font-semibold">First dance:</span> {gig.firstDance}
          </p>
        )}
        <SongList title="Must play" songs={gig.mustPlay} numbered />
        <SongList title="Do not play" songs={gig.doNotPlay} />
      </section>
    </>
  );
}
