import "server-only";
import { hero as shippedHero } from "@/fixed/home";
import { ApiError, invalidFields } from "@/lib/common/api-error";
import { audit, type AuditActor } from "@/lib/audit/events";
import { revalidateData } from "@/lib/cache/revalidate";
import { db, type Tx } from "@/lib/db";
import { issuesToFields } from "@/lib/validation/issues";
import {
  contentCreateSchema,
  contentKinds,
  contentPatchSchema,
  type BlockKind,
  type ContentData,
  type ContentItemView,
  type ContentKind,
  type ListKind,
} from "@/lib/validation/content";
import { describeItem, unknownMediaSources } from "./describe";
import { contentItemKey, contentTag } from "./keys";
import { ensureContentSeeded } from "./seed";
import { logError } from "@/lib/log";

type Row = { id: number; kind: string; position: number; hidden: boolean; isDemo: boolean; data: string; updatedAt: Date; updatedBy: string | null };

/** A stored row as the admin sees it; a row the kind's schema no longer accepts is skipped (and logged). */
function toView<K extends ContentKind>(kind: K, row: Row): ContentItemView<K> | null {
  const parsed = contentKinds[kind].schema.safeParse(parseJson(row.data));
  if (!parsed.success) {
    logError(`content item ${kind} #${row.id} is stored in a form the schema refuses; it is not shown`);
    return null;
  }
  return {
    id: row.id,
    position: row.position,
    hidden: row.hidden,
    isDemo: row.isDemo,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy,
    data: parsed.data as ContentData<K>,
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A list kind's items in their order (hidden ones too: the admin's view). */
export async function listContent<K extends ListKind>(kind: K): Promise<ContentItemView<K>[]> {
  await ensureContentSeeded(kind);
  const rows = await db.contentItem.findMany({ where: { kind }, orderBy: [{ position: "asc" }, { id: "asc" }] });
  return rows.map((row) => toView(kind, row)).filter((item): item is ContentItemView<K> => item !== null);
}

/** A block kind's one item (seeded with the defaults on first read). */
export async function readBlock<K extends BlockKind>(kind: K): Promise<ContentItemView<K>> {
  await ensureContentSeeded(kind);
  const row = await db.contentItem.findFirst({ where: { kind }, orderBy: { id: "asc" } });
  const view = row && toView(kind, row);
  if (!view) throw new Error(`content block ${kind} is missing`);
  return view;
}

/** The version kept of a row before it changes or goes: its whole state, restorable as it was. */
type VersionValue = { kind: string; position: number; hidden: boolean; isDemo: boolean; data: unknown };
/** Versions kept before the column was renamed (migration content_is_demo) say `sample`. */
type EarlierVersionValue = Omit<VersionValue, "isDemo"> & { isDemo?: boolean; sample?: boolean };

async function keepVersion(tx: Tx, row: Row): Promise<void> {
  const value: VersionValue = { kind: row.kind, position: row.position, hidden: row.hidden, isDemo: row.isDemo, data: parseJson(row.data) };
  await tx.itemVersion.create({ data: { item: contentItemKey(row.kind, row.id), value: JSON.stringify(value), savedBy: row.updatedBy, savedAt: row.updatedAt } });
}

async function invalidMedia(data: Record<string, unknown>): Promise<Record<string, string> | null> {
  const unknown = await unknownMediaSources(data);
  return unknown.length ? Object.fromEntries(unknown.map((field) => [field, "Choose an image from the media library"])) : null;
}

/** The 400 of a content write: the first problem as its message, each field's beside it. */
const refused = (error: string, fields: Record<string, string>) => invalidFields(fields, error);

function firstProblem(fields: Record<string, string>, fallback: string): string {
  const [first] = Object.entries(fields);
  return first ? `${first[0]}: ${first[1]}` : fallback;
}

/** POST: a new item at the end of a list kind. */
export async function createContent<K extends ListKind>(kind: K, input: unknown, by: AuditActor): Promise<ContentItemView<K>> {
  if (contentKinds[kind].fixedSet) throw new ApiError(405, "method_not_allowed", `${contentKinds[kind].label} items cannot be added or deleted, only edited`);
  const parsed = contentCreateSchema(kind).safeParse(input);
  if (!parsed.success) {
    const fields = issuesToFields(parsed.error, { root: "body" });
    throw refused(firstProblem(fields, "Invalid content"), fields);
  }
  const data = parsed.data as Record<string, unknown>;
  const media = await invalidMedia(data);
  if (media) throw refused(firstProblem(media, "Unknown image"), media);
  await ensureContentSeeded(kind);
  const last = await db.contentItem.findFirst({ where: { kind }, orderBy: { position: "desc" } });
  const row = await db.contentItem.create({ data: { kind, position: (last?.position ?? -1) + 1, data: JSON.stringify(data), updatedBy: by.username } });
  const view = toView(kind, row);
  if (!view) throw new Error("a created content item failed its own schema");
  await audit(by, { action: "content-change", target: `${describeItem(kind, view.data)} added` });
  revalidateData(contentTag(kind));
  return view;
}

/** Only the fields the client sent: a schema default must not overwrite a stored value in a PATCH. */
function sentFields(parsed: Record<string, unknown>, input: unknown): Record<string, unknown> {
  const sent = typeof input === "object" && input !== null ? Object.keys(input) : [];
  return Object.fromEntries(Object.entries(parsed).filter(([key]) => sent.includes(key)));
}

/** PATCH: changes any fields and/or hides or shows the item; saving the data clears its demo mark. */
export async function updateContent<K extends ListKind>(kind: K, id: number, input: unknown, by: AuditActor): Promise<ContentItemView<K>> {
  const parsed = contentPatchSchema(kind).safeParse(input);
  if (!parsed.success) {
    const fields = issuesToFields(parsed.error, { root: "body" });
    throw refused(firstProblem(fields, "Invalid content"), fields);
  }
  const { hidden, ...fields } = sentFields(parsed.data as Record<string, unknown>, input);
  if (hidden === undefined && Object.keys(fields).length === 0) throw refused("Nothing to change", { body: "Send at least one field" });
  const media = await invalidMedia(fields);
  if (media) throw refused(firstProblem(media, "Unknown image"), media);
  return applyChange(kind, id, by, (current) => ({
    data: { ...current, ...fields },
    hidden: typeof hidden === "boolean" ? hidden : undefined,
    dataChanged: Object.keys(fields).length > 0,
  }));
}

/** PUT of a block kind: its whole content. */
export async function saveBlock<K extends BlockKind>(kind: K, input: unknown, by: AuditActor): Promise<ContentItemView<K>> {
  const parsed = contentCreateSchema(kind).safeParse(input);
  if (!parsed.success) {
    const fields = issuesToFields(parsed.error, { root: "body" });
    throw refused(firstProblem(fields, "Invalid content"), fields);
  }
  const data = parsed.data as Record<string, unknown>;
  const media = await invalidMedia(data);
  if (media) throw refused(firstProblem(media, "Unknown image"), media);
  const block = await readBlock(kind);
  return applyChange(kind, block.id, by, () => ({ data, hidden: undefined, dataChanged: true }));
}

type Change = { data: Record<string, unknown>; hidden: boolean | undefined; dataChanged: boolean };

/**
 * The shipped performance video retires with the shipped picture (issue 64): once the hero shows
 * the band's own image, the sample video would play over it (and be the slow phone's LCP). The band
 * can add its own video.
 */
function withoutSampleVideo(data: Record<string, unknown>): Record<string, unknown> {
  return data.video === shippedHero.video && data.image !== shippedHero.image ? { ...data, video: "" } : data;
}

async function applyChange<K extends ContentKind>(kind: K, id: number, by: AuditActor, change: (current: Record<string, unknown>) => Change): Promise<ContentItemView<K>> {
  const result = await db.$transaction(async (tx) => {
    const row = await tx.contentItem.findFirst({ where: { id, kind } });
    if (!row) return null;
    const next = change((parseJson(row.data) ?? {}) as Record<string, unknown>);
    const data = JSON.stringify(kind === "hero" ? withoutSampleVideo(next.data) : next.data);
    const hidden = next.hidden ?? row.hidden;
    // A save that changes nothing keeps a stand-in marked as one (issue 64): the checklist still lists it.
    const changed = next.dataChanged && data !== row.data;
    if (!changed && hidden === row.hidden) return { before: row, after: row };
    await keepVersion(tx, row);
    const after = await tx.contentItem.update({
      where: { id },
      data: { data, hidden, isDemo: changed ? false : row.isDemo, updatedBy: by.username },
    });
    return { before: row, after };
  });
  if (!result) throw new ApiError(404, "not_found", `${contentKinds[kind].label} not found`);
  const view = toView(kind, result.after);
  if (!view) throw new Error("a saved content item failed its own schema");
  if (result.after !== result.before) {
    const verb = result.after.hidden !== result.before.hidden ? (result.after.hidden ? "hidden" : "shown") : "edited";
    await audit(by, { action: "content-change", target: `${describeItem(kind, view.data)} ${verb}` });
  }
  revalidateData(contentTag(kind));
  return view;
}

/** DELETE: the item goes; its last state stays as a version, so the history can bring it back. */
export async function deleteContent(kind: ListKind, id: number, by: AuditActor): Promise<{ id: number }> {
  if (contentKinds[kind].fixedSet) throw new ApiError(405, "method_not_allowed", `${contentKinds[kind].label} items cannot be added or deleted; hide it instead`);
  const row = await db.$transaction(async (tx) => {
    const found = await tx.contentItem.findFirst({ where: { id, kind } });
    if (!found) return null;
    await keepVersion(tx, found);
    await tx.contentItem.delete({ where: { id } });
    return found;
  });
  if (!row) throw new ApiError(404, "not_found", `${contentKinds[kind].label} not found`);
  const view = toView(kind, row);
  await audit(by, { action: "content-change", target: `${view ? describeItem(kind, view.data) : `${contentKinds[kind].label} #${id}`} deleted` });
  revalidateData(contentTag(kind));
  return { id };
}

/** PUT …/order: the list's items in the order given (every id of the kind, each once). */
export async function reorderContent(kind: ListKind, ids: number[], by: AuditActor): Promise<{ ids: number[] }> {
  await ensureContentSeeded(kind);
  const rows = await db.contentItem.findMany({ where: { kind }, select: { id: true } });
  const known = new Set(rows.map((row) => row.id));
  if (ids.length !== known.size || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id))) {
    throw refused("ids must list every item of the list once", { ids: "Send every item's id once, in the new order" });
  }
  await db.$transaction(ids.map((id, position) => db.contentItem.update({ where: { id }, data: { position } })));
  await audit(by, { action: "content-change", target: `${contentKinds[kind].label} order changed` });
  revalidateData(contentTag(kind));
  return { ids };
}

/**
 * Brings back a kept version of an item (POST /api/admin/history/<id>/restore): the current state
 * is kept as a version first, a deleted item comes back under its old id.
 */
export async function restoreContentVersion(item: string, valueJson: string, by: AuditActor): Promise<ContentItemView> {
  const [, kindName, idText] = item.split(":");
  const id = Number(idText);
  const value = parseJson(valueJson) as EarlierVersionValue | undefined;
  if (!value || !kindName || value.kind !== kindName || !(kindName in contentKinds) || !Number.isInteger(id)) {
    throw refused("This version cannot be restored", { version: "Not a content version" });
  }
  const kind = kindName as ContentKind;
  const parsed = contentKinds[kind].schema.safeParse(value.data);
  if (!parsed.success) throw refused("This version no longer fits the content's rules", issuesToFields(parsed.error, { root: "body" }));
  const data = JSON.stringify(parsed.data);
  const isDemo = value.isDemo ?? value.sample ?? false;
  const row = await db.$transaction(async (tx) => {
    const current = await tx.contentItem.findUnique({ where: { id } });
    if (current) {
      await keepVersion(tx, current);
      return tx.contentItem.update({ where: { id }, data: { data, hidden: value.hidden, isDemo, updatedBy: by.username } });
    }
    return tx.contentItem.create({ data: { id, kind, position: value.position, hidden: value.hidden, isDemo, data, updatedBy: by.username } });
  });
  const view = toView(kind, row);
  if (!view) throw new Error("a restored content item failed its own schema");
  await audit(by, { action: "content-change", target: `${describeItem(kind, view.data)} restored to an earlier version` });
  revalidateData(contentTag(kind));
  return view as ContentItemView;
}
