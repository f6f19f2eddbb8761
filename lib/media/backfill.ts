import "server-only";
import { db } from "@/lib/db";
import { storageFor } from "@/lib/storage";
import { RENDITIONS_VERSION, storeRenditions } from "./renditions";

// Renditions for pictures stored before them (issue 48): `npm run media:renditions`, run by
// `npm start` after the migrations when some are missing; the served route also makes a missing
// picture's renditions on its first request, so no page shows a broken picture meanwhile.

const lacking = { renditionsVersion: { lt: RENDITIONS_VERSION }, storageKey: { startsWith: "images/", endsWith: ".jpg" } };

type MediaRow = { id: number; storageKey: string; url: string };

async function originalBytes(row: MediaRow): Promise<Buffer> {
  const storage = storageFor(row.url);
  return Buffer.from(await new Response(await storage.read(storage.kind === "blob" ? row.url : row.storageKey)).arrayBuffer());
}

const inFlight = new Map<number, Promise<void>>();

/** Makes one picture's renditions and records it; concurrent calls for the same picture share the work. */
function renditionsFor(row: MediaRow): Promise<void> {
  let work = inFlight.get(row.id);
  if (!work) {
    work = (async () => {
      await storeRenditions(row, await originalBytes(row));
      await db.mediaFile.update({ where: { id: row.id }, data: { renditionsVersion: RENDITIONS_VERSION } });
    })().finally(() => inFlight.delete(row.id));
    inFlight.set(row.id, work);
  }
  return work;
}

export const picturesLackingRenditions = () => db.mediaFile.count({ where: lacking });

/** Makes the renditions every stored picture lacks; answers how many pictures got them and which failed. */
export async function backfillRenditions(log: (line: string) => void = () => {}): Promise<{ made: number; failed: string[] }> {
  const rows = await db.mediaFile.findMany({ where: lacking, select: { id: true, storageKey: true, url: true }, orderBy: { id: "asc" } });
  const failed: string[] = [];
  for (const row of rows) {
    try {
      await renditionsFor(row);
      log(`renditions made: ${row.storageKey}`);
    } catch (error) {
      failed.push(`${row.storageKey}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return { made: rows.length - failed.length, failed };
}

/** For the served route: a rendition asked for before the job reached its picture is made now. */
export async function makeMissingRendition(renditionKey: string): Promise<boolean> {
  const storageKey = renditionKey.replace(/-w\d+\.webp$/, ".jpg");
  const row = await db.mediaFile.findFirst({ where: { ...lacking, storageKey }, select: { id: true, storageKey: true, url: true } });
  if (!row) return false;
  await renditionsFor(row);
  return true;
}
