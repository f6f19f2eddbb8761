import "server-only";
import { invalidFields } from "@/lib/common/api-error";
import { lagosDate } from "@/lib/dates/lagos-days";
import { db } from "@/lib/db";
import { songsByIds } from "@/lib/repertoire/songs";
import { emptyPlan, type EventPlan, type EventPlanInput } from "@/lib/validation/event-plan";
import type { BookingQuote } from "./quotes";
import { daysUntil } from "@/lib/common/payment-terms";

// The client's plan for the night (issue 47): open once the deposit is paid, the client's to edit
// until 7 days before the event (then read-only for them; the band edits it at any time).

const PLAN_LOCK_DAYS = 7;

export type PlanAccess = { open: boolean; editableByClient: boolean };

export function planAccess(quote: Pick<BookingQuote, "status"> & { contact: { eventDate: string } }, today = lagosDate()): PlanAccess {
  const open = quote.status === "deposit-paid" || quote.status === "paid";
  return { open, editableByClient: open && Boolean(quote.contact.eventDate) && daysUntil(quote.contact.eventDate, today) >= PLAN_LOCK_DAYS };
}

function parse(data: string | undefined): EventPlan {
  try {
    const stored = JSON.parse(data ?? "{}") as Partial<EventPlan>;
    return { ...emptyPlan, ...stored, songs: { ...emptyPlan.songs, ...stored.songs }, moments: { ...stored.moments }, venue: { ...stored.venue } };
  } catch {
    return emptyPlan;
  }
}

export async function readPlan(quoteId: number): Promise<EventPlan> {
  return parse((await db.eventPlan.findUnique({ where: { quoteId } }))?.data);
}

/** Saves the parts sent over what was saved; every song must be in the repertoire. */
export async function savePlan(quoteId: number, input: EventPlanInput, by: "client" | "band"): Promise<EventPlan> {
  const current = await readPlan(quoteId);
  const plan: EventPlan = {
    songs: { ...current.songs, ...input.songs },
    moments: { ...current.moments, ...input.moments },
    requests: input.requests ?? current.requests,
    timeline: input.timeline ? [...input.timeline].sort((a, b) => a.time.localeCompare(b.time)) : current.timeline,
    venue: { ...current.venue, ...input.venue },
  };
  const fields: Record<string, string> = {};
  const sent: [string, number | null | undefined][] = [
    ...(input.songs?.mustPlay ?? []).map((id, index) => [`songs.mustPlay.${index}`, id] as [string, number]),
    ...(input.songs?.doNotPlay ?? []).map((id, index) => [`songs.doNotPlay.${index}`, id] as [string, number]),
    ...Object.entries(input.moments ?? {}).map(([moment, id]) => [`moments.${moment}`, id] as [string, number | null | undefined]),
  ];
  const ids = sent.map(([, id]) => id).filter((id): id is number => typeof id === "number");
  const known = new Set((await songsByIds(ids)).map((song) => song.id));
  for (const [field, id] of sent) if (typeof id === "number" && !known.has(id)) fields[field] ??= "is not a song of the repertoire";
  const both = plan.songs.mustPlay.filter((id) => plan.songs.doNotPlay.includes(id));
  if (both.length) fields["songs.doNotPlay"] ??= "A song cannot be both a must-play and a do-not-play";
  const [first] = Object.entries(fields);
  if (first) throw invalidFields(fields);
  const data = JSON.stringify(plan);
  await db.eventPlan.upsert({ where: { quoteId }, create: { quoteId, data, updatedBy: by }, update: { data, updatedBy: by } });
  return plan;
}
