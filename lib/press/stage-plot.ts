import "server-only";
import { cachedRead } from "@/lib/cache/cached-read";
import { cacheTags } from "@/lib/cache/tags";
import { publicPress } from "@/lib/content/public";
import { db } from "@/lib/db";

export type LibraryPicture = { src: string; width: number; height: number };

/** The press kit's stage plot with its size, from the media library; null when none is set or its file is gone, so /press leaves the picture out. */
export const pressStagePlot = cachedRead(cacheTags.press, "press-stage-plot", async (): Promise<LibraryPicture | null> => {
  const { stagePlot } = await publicPress();
  if (!stagePlot) return null;
  const stored = await db.mediaFile.findFirst({ where: { url: stagePlot }, select: { url: true, width: true, height: true } });
  return stored ? { src: stored.url, width: stored.width, height: stored.height } : null;
});
