// One original line icon per service category (keyed by the service slug, fixed per category).
const icons: Record<string, string> = {
  "live-band": "M9 18V6l11-2v12M9 18a3 3 0 1 1-6 0 3 3 0 0 1 6 0Zm11-2a3 3 0 1 1-6 0 3 3 0 0 1 6 0Z",
  karaoke: "M12 3a3 3 0 0 1 3 3v5a3 3 0 0 1-6 0V6a3 3 0 0 1 3-3Zm7 8a7 7 0 0 1-14 0m7 7v3m-4 0h8",
  "dj-service": "M3 6h18v12H3zM8 12m-3 0a3 3 0 1 0 6 0 3 3 0 1 0-6 0M16 12m-3 0a3 3 0 1 0 6 0 3 3 0 1 0-6 0",
  "dj-academy": "M2 9l10-5 10 5-10 5L2 9Zm4 2v5c2 2 10 2 12 0v-5M22 9v6",
  rentals: "M6 3h12v18H6zM12 8m-2 0a2 2 0 1 0 4 0 2 2 0 1 0-4 0M12 15m-3 0a3 3 0 1 0 6 0 3 3 0 1 0-6 0",
  "video-photo": "M3 7h12v10H3zM15 10l6-3v10l-6-3",
  "mc-production": "M4 10a8 8 0 0 1 16 0M4 10v6h3v-6H4Zm13 0v6h3v-6h-3M12 20h5",
  livestreaming: "M12 12m-2 0a2 2 0 1 0 4 0 2 2 0 1 0-4 0M7.5 7.5a6.5 6.5 0 0 0 0 9M16.5 7.5a6.5 6.5 0 0 1 0 9M4.5 4.5a11 11 0 0 0 0 15M19.5 4.5a11 11 0 0 1 0 15",
};

export function ServiceIcon({ id }: { id: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-7" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      <path d={icons[id] ?? icons["live-band"]} />
    </svg>
  );
}
