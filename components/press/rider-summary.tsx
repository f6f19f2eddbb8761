import { Picture } from "@/components/ui/picture";
import type { PressContent } from "@/lib/validation/content";
import type { LibraryPicture } from "@/lib/press/stage-plot";

/** The rider as a planner reads it: stage, power, the inputs in short, backline and hospitality; the engineer prints the PDF. */
export function RiderSummary({ rider, stagePlot }: { rider: PressContent["rider"]; stagePlot: LibraryPicture | null }) {
  const inputs = [...rider.inputs].sort((a, b) => a.channel - b.channel);
  const rows: [string, string][] = [
    ["Stage", rider.stage],
    ["Power", rider.power],
    ["Inputs", inputs.length ? `${inputs.length} ${inputs.length === 1 ? "channel" : "channels"}: ${inputs.map((input) => input.source).join(", ")}` : "Sent with the booking"],
    ["Backline", rider.backline],
    ["Hospitality", rider.hospitality],
  ];
  return (
    <div className="mt-6 grid gap-8 lg:grid-cols-2">
      <dl className="space-y-4">
        {rows
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label}>
              <dt className="font-semibold">{label}</dt>
              <dd className="mt-1 whitespace-pre-line text-muted-foreground">{value}</dd>
            </div>
          ))}
      </dl>
      {stagePlot && (
        <figure>
          <Picture
            src={stagePlot.src}
            alt="The band's stage plot: where each musician, amplifier, monitor and input stands on the stage"
            width={stagePlot.width}
            height={stagePlot.height}
            sizes="(min-width: 1024px) 540px, 100vw"
            className="h-auto w-full rounded-xl border border-border bg-white"
          />
          <figcaption className="mt-2 text-sm text-muted-foreground">Stage plot</figcaption>
        </figure>
      )}
    </div>
  );
}
