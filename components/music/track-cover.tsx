import { Picture } from "@/components/ui/picture";
import type { PublicTrack } from "@/lib/validation/music";
import { NoteIcon } from "./player-icons";

// A track's cover: its own image when it has one, else an original cover drawn from its id and
// title (two warm hues, a record's grooves and a note), so every track looks different.

function hash(text: string): number {
  let value = 2166136261;
  for (let i = 0; i < text.length; i++) value = Math.imul(value ^ text.charCodeAt(i), 16777619);
  return value >>> 0;
}

export function TrackCover({ track, className = "h-16 w-16" }: { track: Pick<PublicTrack, "id" | "title" | "coverImageUrl">; className?: string }) {
  if (track.coverImageUrl) {
    return <Picture src={track.coverImageUrl} alt={`Cover of ${track.title}`} width={256} height={256} unoptimized className={`shrink-0 rounded-lg object-cover ${className}`} />;
  }
  const seed = hash(`${track.id}:${track.title}`);
  const hue = seed % 360;
  const second = (hue + 40 + ((seed >>> 9) % 80)) % 360;
  const angle = (seed >>> 17) % 360;
  return (
    // Spans, not divs: the cover sits inside the list's play buttons, where only phrasing content is valid.
    <span
      aria-hidden="true"
      className={`relative flex shrink-0 items-center justify-center overflow-hidden rounded-lg ${className}`}
      style={{ backgroundImage: `linear-gradient(${angle}deg, hsl(${hue} 70% 42%), hsl(${second} 75% 22%))` }}
    >
      <span
        className="absolute inset-[12%] rounded-full opacity-60"
        style={{
          backgroundImage: "repeating-radial-gradient(circle, rgb(0 0 0 / 0.55) 0 2px, rgb(0 0 0 / 0.35) 2px 4px)",
        }}
      />
      <span className="absolute inset-[40%] rounded-full" style={{ backgroundColor: `hsl(${second} 80% 60%)` }} />
      <NoteIcon className="relative h-1/3 w-1/3 text-white drop-shadow" />
    </span>
  );
}
