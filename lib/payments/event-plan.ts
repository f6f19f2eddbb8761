import "server-only";
import { invalidFields } from "@/lib/common/api-error";
import { lagosDate } from "@/lib/dates/lagos-days";
import { db } from "@/lib/db";
import { songsByIds } from "@/lib/repertoire/songs";
import { emptyPlan, type EventPlan, type EventPlanInput } from "@/lib/validation/event-plan";
import type { PlanSong } from "@/lib/validation/repertoire";
import type { BookingQuote } from "./quotes";
import { daysUntil } from "@/lib/common/payment-terms";

// The client's plan for the night (issue 47): open once the deposit is paid, the client's to edit
// until 7 days before the event (then read-only for them; the band edits it at any time). A booking
// paid within 8 days of the event would never have had a plan: it locks 48 hours before instead (issue 64).

const PLAN_LOCK_DAYS = 7;
const SHORT_NOTICE_LOCK_DAYS = 2;
/** Paid this close to the event (or closer), a booking is short notice. */
const SHORT_NOTICE_DAYS = 8;

/** `lock`: the one rule the page states for this booking. */
export type PlanAccess = { open: boolean; editableByClient: boolean; lock: "7 days" | "48 hours" };

type PlanQuote = Pick<BookingQuote, "status"> & { contact: { eventDate: string }; payments: { part: string; status: string; paidAt: Date | null }[] };

export function planAccess(quote: PlanQuote, today = lagosDate()): PlanAccess {
  const open = quote.status === "deposit-paid" || quote.status === "paid";
  const { eventDate } = quote.contact;
  const firstPaid = quote.payments.find((payment) => payment.part === "deposit" && (payment.status === "paid" || payment.status === "refunded") && payment.paidAt)?.paidAt;
  const shortNotice = Boolean(eventDate && firstPaid && daysUntil(eventDate, lagosDate(firstPaid)) <= SHORT_NOTICE_DAYS);
  const lockDays = shortNotice ? SHORT_NOTICE_LOCK_DAYS : PLAN_LOCK_DAYS;
  return { open, editableByClient: open && Boolean(eventDate) && daysUntil(eventDate, today) >= lockDays, lock: shortNotice ? "48 hours" : "7 days" };
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

/** The ids of the songs a plan names: its must-plays, its do-not-plays and its moments' songs. */
export const planSongIds = (plan: EventPlan) => [
  ...plan.songs.mustPlay,
  ...plan.songs.doNotPlay,
  ...Object.values(plan.moments).filter((id): id is number => typeof id === "number"),
];

/** The plan and the songs it names, as its editor shows them (the rest of the repertoire is searched). */
export async function readPlanWithSongs(quoteId: number): Promise<{ plan: EventPlan; songs: PlanSong[] }> {
  const plan = await readPlan(quoteId);
  const songs = await songsByIds(planSongIds(plan));
  return { plan, songs: songs.map(({ id, title, artist }) => ({ id, title, artist })) };
}

/** Saves the parts sent over what was saved; every song must be in the repertoire. */
export async function savePlan(quoteId: number, input: EventPlanInput, by: "client" | "band"): Promise<EventPlan> {
  const current = await readPlan(quoteId);
  const plan: EventPlan = {
    celebrants: input.celebrants ?? current.celebrants,
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
