import "server-only";
import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { clients } from "@/fixed/clients";
import { cachedRead } from "@/lib/cache/cached-read";
import { revalidateData } from "@/lib/cache/revalidate";
import { cacheTags } from "@/lib/cache/tags";
import { db } from "@/lib/db";
import { fileStorage, storageFor } from "@/lib/storage";
import type { ManagedClientLogo, PublicClientLogo } from "@/lib/validation/client-logos";
import { logoToWebp } from "./image";
import { logError } from "@/lib/log";

// The eight client logo slots (1-8) in client_logos. A missing row or a null imageUrl means the
// slot's default from fixed/clients.ts; uploaded images live in the file storage as
// logos/<uuid>.webp and are deleted as soon as they are replaced or removed.

const defaultsFor = (slot: number) => {
  const client = clients[slot - 1];
  if (!client) throw new RangeError(`No client logo slot ${slot}`);
  return client;
};

/** Every slot with its stored image and size, or the defaults for what is not stored, in the strip's order. */
export async function listClientLogos(): Promise<ManagedClientLogo[]> {
  const rows = await db.clientLogo.findMany({ orderBy: { slot: "asc" } });
  const bySlot = new Map(rows.map((row) => [row.slot, row]));
  const positionOf = (slot: number) => bySlot.get(slot)?.position ?? 0;
  const inOrder = clients.map((client, index) => ({ client, slot: index + 1 })).sort((a, b) => positionOf(a.slot) - positionOf(b.slot) || a.slot - b.slot);
  return inOrder.map(({ client, slot }) => {
    const row = bySlot.get(slot);
    return {
      slot,
      name: row?.name ?? client.slotName,
      imageUrl: row?.imageUrl ?? client.logo,
      sizePercent: row?.sizePercent ?? client.defaultSize,
      custom: Boolean(row?.imageUrl),
      hidden: row?.hidden ?? false,
    };
  });
}

/** The public shape of the slots shown (hidden ones left out), as the prerendered pages show it. */
export const publicClientLogos = cachedRead(cacheTags.clientLogos, "client-logos", async (): Promise<PublicClientLogo[]> => {
  const logos = await listClientLogos();
  return logos.filter((logo) => !logo.hidden).map(({ slot, name, imageUrl, sizePercent }) => ({ slot, name, imageUrl, sizePercent }));
});

/** The strip's order: `slots` names every slot once, first to last. */
export async function setClientLogoOrder(slots: number[]): Promise<void> {
  await db.$transaction(
    slots.map((slot, position) => {
      const client = defaultsFor(slot);
      return db.clientLogo.upsert({ where: { slot }, create: { slot, name: client.slotName, imageUrl: null, sizePercent: client.defaultSize, position }, update: { position } });
    }),
  );
  revalidateData(cacheTags.clientLogos);
}

/** Hides a slot the band does not use (a band with three real clients shows three), or shows it again. */
export async function setClientLogoHidden(slot: number, hidden: boolean): Promise<void> {
  const client = defaultsFor(slot);
  await db.clientLogo.upsert({ where: { slot }, create: { slot, name: client.slotName, imageUrl: null, sizePercent: client.defaultSize, hidden }, update: { hidden } });
  revalidateData(cacheTags.clientLogos);
}

/** Stores a new image and/or size for the slot; the image it replaces is deleted afterwards. */
export async function updateClientLogo(slot: number, change: { image: Buffer | null; sizePercent: number | null; name?: string | null }): Promise<void> {
  const client = defaultsFor(slot);
  const webp = change.image ? await logoToWebp(change.image) : null;
  const stored = webp ? await fileStorage().put(`logos/${randomUUID()}.webp`, Readable.from(webp), "image/webp") : null;
  let previous: string | null = null;
  try {
    previous = await db.$transaction(async (tx) => {
      const row = await tx.clientLogo.findUnique({ where: { slot } });
      const data = {
        ...(stored ? { imageUrl: stored.url } : {}),
        ...(change.sizePercent !== null ? { sizePercent: change.sizePercent } : {}),
        ...(change.name ? { name: change.name } : {}),
      };
      await tx.clientLogo.upsert({
        where: { slot },
        create: { slot, name: change.name || client.slotName, imageUrl: stored?.url ?? null, sizePercent: change.sizePercent ?? client.defaultSize },
        update: data,
      });
      return stored ? (row?.imageUrl ?? null) : null;
    });
  } catch (error) {
    if (stored) await removeStoredImage(stored.url);
    throw error;
  }
  revalidateData(cacheTags.clientLogos);
  if (previous) await removeStoredImage(previous);
}

/** The slot goes back to its default image (its size is kept). */
export async function removeClientLogo(slot: number): Promise<void> {
  const client = defaultsFor(slot);
  const row = await db.clientLogo.findUnique({ where: { slot } });
  await db.clientLogo.upsert({
    where: { slot },
    create: { slot, name: client.slotName, imageUrl: null, sizePercent: client.defaultSize },
    update: { imageUrl: null },
  });
  revalidateData(cacheTags.clientLogos);
  if (row?.imageUrl) await removeStoredImage(row.imageUrl);
}

/** Every slot back to its default image, name and size, shown, in slot order. */
export async function resetClientLogos(): Promise<void> {
  const rows = await db.clientLogo.findMany({ where: { imageUrl: { not: null } } });
  await db.$transaction(
    clients.map((client, index) =>
      db.clientLogo.upsert({
        where: { slot: index + 1 },
        create: { slot: index + 1, name: client.slotName, imageUrl: null, sizePercent: client.defaultSize },
        update: { name: client.slotName, imageUrl: null, sizePercent: client.defaultSize, hidden: false, position: 0 },
      }),
    ),
  );
  revalidateData(cacheTags.clientLogos);
  for (const row of rows) if (row.imageUrl) await removeStoredImage(row.imageUrl);
}

/** Deletes an uploaded image by its URL: /api/media/logos/<file> on disk, or a Blob URL. */
async function removeStoredImage(url: string): Promise<void> {
  const storage = storageFor(url);
  const key = storage.kind !== "blob" ? url.replace(/^\/api\/media\//, "") : url;
  if (storage.kind !== "blob" && !/^logos\/[0-9a-f-]{36}\.webp$/.test(key)) return;
  try {
    await storage.remove(key);
  } catch (error) {
    // The slot already points elsewhere; a file left behind costs space, not correctness.
    logError(`Could not delete the replaced logo ${url}:`, error);
  }
}
