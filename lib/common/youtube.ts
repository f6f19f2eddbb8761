import "server-only";
// A YouTube link in any of its usual forms, reduced to the video's 11-character id and the moment
// it starts at (t=42s, t=1m30s, start=90), kept so the gallery plays it from there.

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set(["youtube.com", "m.youtube.com", "music.youtube.com", "youtube-nocookie.com"]);
const PATH_FORMS = new Set(["shorts", "embed", "live", "v"]);

/** A start time as YouTube writes it: "42", "42s", "1m30s", "1h2m3s"; 0 when there is none or it cannot be read. */
function startSecondsOf(value: string | null): number {
  if (!value) return 0;
  if (/^\d+$/.test(value)) return Math.min(Number(value), 86_400);
  const parts = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(value);
  if (!parts || value === "") return 0;
  const [, hours = "0", minutes = "0", seconds = "0"] = parts;
  return Math.min(Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds), 86_400);
}

export type YouTubeLink = { videoId: string; startSeconds: number };

/**
 * watch?v=ID (with any other parameters), youtu.be/ID, shorts/ID, embed/ID, live/ID, on www., m. or
 * without a scheme; a bare id is taken as it is. Anything else gives null.
 */
export function parseYouTubeLink(input: string): YouTubeLink | null {
  const text = input.trim();
  if (VIDEO_ID.test(text)) return { videoId: text, startSeconds: 0 };
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const host = url.hostname.toLowerCase().replace(/^www\./, "");
  const segments = url.pathname.split("/").filter(Boolean);
  let candidate: string | null | undefined = null;
  if (host === "youtu.be") candidate = segments[0];
  else if (YOUTUBE_HOSTS.has(host)) {
    if (segments[0] === "watch") candidate = url.searchParams.get("v");
    else if (segments[0] && PATH_FORMS.has(segments[0])) candidate = segments[1];
  }
  if (!candidate || !VIDEO_ID.test(candidate)) return null;
  return { videoId: candidate, startSeconds: startSecondsOf(url.searchParams.get("t") ?? url.searchParams.get("start")) };
}

/** YouTube's own still for the video (480x360, every video has one). */
export function youtubeThumbnail(videoId: string): string {
  return `https://i.ytimg.com/vi/${videoId}/hqdefault.jpg`;
}
