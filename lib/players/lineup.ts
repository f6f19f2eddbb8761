import "server-only";
import { ApiError, invalidFields } from "@/lib/common/api-error";
import type { PlayerRole, SlotStatus } from "@/lib/common/players";
import { isPlayerRole } from "@/lib/common/players";
import { db, type Tx } from "@/lib/db";
import type { LineupInput } from "@/lib/validation/players";
import { gigLinkOf } from "./gig-links";
import { lineupTotals, type LineupMoney } from "./money";
import { eventWords, lineupEvent } from "./event";
import { gigInviteHref } from "./gig-messages";
import { rolesOf } from "./players";

// An event's lineup (issue 63): the call time, the dress code, and its slots (a role, a player, the
// fee for the night, the player's answer). A player confirmed for another event on the same Lagos
// date cannot be put in a second one (409); one only invited elsewhere can, with a warning.

type LineupSlotView = {
  id: number;
  role: PlayerRole;
  playerId: number;
  name: string;
  phone: string;
  /** Left out for a role that does not see money (music). */
  fee?: number;
  status: SlotStatus;
  answeredAt: string | null;
  answerNote: string | null;
  /** The player's own page once invited, and the invitation to send it from the band's phone; for the roles that manage players. */
  link?: string;
  whatsappUrl?: string;
  /** For a declined slot: the next suitable player who is free that day. */
  replacement: { playerId: number; name: string } | null;
};

type Candidate = { id: number; name: string; roles: PlayerRole[]; fee?: number; busy: "confirmed" | "invited" | null };

export type LineupView = {
  eventDate: string;
  callTime: string | null;
  soundCheckTime: string | null;
  dressCode: string | null;
  slots: LineupSlotView[];
  /** Active players, for choosing: free ones first; `busy` says who is taken that day. */
  candidates: Candidate[];
  /** Money, for the roles that see it (lib/players/money.ts). */
  totals?: LineupMoney["totals"];
  payouts?: LineupMoney["payouts"];
  expenses?: LineupMoney["expenses"];
};

export type ViewOptions = { money: boolean; links: boolean; origin: string };

/** Each player's commitments on `date` in other events: confirmed or invited, with the event. */
async function commitmentsOn(client: Pick<Tx, "lineupSlot">, date: string, exceptContactId: number) {
  const slots = await client.lineupSlot.findMany({
    where: { contactId: { not: exceptContactId }, status: { in: ["confirmed", "invited"] }, contact: { eventDate: date, status: { not: "closed" }, quarantinedAt: null } },
    select: { playerId: true, status: true, contact: { select: { eventType: true, name: true, eventDate: true } } },
  });
  const byPlayer = new Map<number, { status: "confirmed" | "invited"; event: string }>();
  for (const slot of slots) {
    const status = slot.status === "confirmed" ? "confirmed" : "invited";
    if (byPlayer.get(slot.playerId)?.status !== "confirmed") byPlayer.set(slot.playerId, { status, event: eventWords(slot.contact) });
  }
  return byPlayer;
}

/** 409 when a player is confirmed for another event that day; answers warnings for those only invited elsewhere. */
export async function checkDoubleBooking(
  client: Pick<Tx, "lineupSlot">,
  contactId: number,
  date: string,
  players: { id: number; name: string }[],
  refusal = (player: { name: string }, event: string) => `${player.name} is already confirmed for ${event}`,
): Promise<string[]> {
  const taken = await commitmentsOn(client, date, contactId);
  const warnings: string[] = [];
  for (const player of players) {
    const other = taken.get(player.id);
    if (other?.status === "confirmed") throw new ApiError(409, "conflict", refusal(player, other.event), undefined, { details: { playerId: player.id } });
    if (other) warnings.push(`${player.name} is also invited to ${other.event}`);
  }
  return warnings;
}

export async function readLineup(contactId: number, options: ViewOptions): Promise<LineupView> {
  const contact = await lineupEvent(db, contactId);
  const [lineup, slots, players, taken] = await Promise.all([
    db.lineup.findUnique({ where: { contactId } }),
    db.lineupSlot.findMany({ where: { contactId }, orderBy: [{ position: "asc" }, { id: "asc" }], include: { player: true } }),
    db.player.findMany({ where: { retiredAt: null }, orderBy: [{ name: "asc" }, { id: "asc" }] }),
    commitmentsOn(db, contact.eventDate, contactId),
  ]);
  // Every player of the lineup, the one who declined too: never suggested to replace themselves.
  const inLineup = new Set(slots.map((slot) => slot.playerId));
  const candidates: Candidate[] = players
    .map((player) => ({
      id: player.id,
      name: player.name,
      roles: rolesOf(player.roles),
      ...(options.money ? { fee: player.fee } : {}),
      busy: taken.get(player.id)?.status ?? null,
    }))
    .sort((a, b) => Number(a.busy !== null) - Number(b.busy !== null));
  const replacementFor = (role: string) =>
    candidates.find((candidate) => candidate.busy === null && !inLineup.has(candidate.id) && isPlayerRole(role) && candidate.roles.includes(role));
  const view: LineupView = {
    eventDate: contact.eventDate,
    callTime: lineup?.callTime ?? null,
    soundCheckTime: lineup?.soundCheckTime ?? null,
    dressCode: lineup?.dressCode ?? null,
    slots: slots.map((slot) => {
      const replacement = slot.status === "declined" ? replacementFor(slot.role) : undefined;
      const link = options.links && slot.sealedToken ? gigLinkOf(slot.sealedToken, options.origin) : undefined;
      return {
        id: slot.id,
        role: isPlayerRole(slot.role) ? slot.role : "lead-vocals",
        playerId: slot.playerId,
        name: slot.player.name,
        phone: slot.player.phone,
        ...(options.money ? { fee: slot.fee } : {}),
        status: slot.status as SlotStatus,
        answeredAt: slot.answeredAt?.toISOString() ?? null,
        answerNote: slot.answerNote,
        ...(link && lineup
          ? { link, whatsappUrl: gigInviteHref(slot.player, { contactId, eventDate: contact.eventDate, venue: contact.venue, callTime: lineup.callTime }, link) }
          : {}),
        replacement: replacement ? { playerId: replacement.id, name: replacement.name } : null,
      };
    }),
    candidates,
  };
  if (options.money) Object.assign(view, await lineupTotals(contactId));
  return view;
}

/**
 * Saves the call time, dress code and slots. A slot kept (the same player in the same role) keeps
 * its answer and link; a new one starts as a draft at the player's usual fee unless one is given;
 * a slot left out is removed. Answers warnings (players also invited elsewhere that day).
 */
export async function saveLineup(contactId: number, input: LineupInput): Promise<{ warnings: string[] }> {
  return db.$transaction(async (tx) => {
    const contact = await lineupEvent(tx, contactId);
    if (contact.status === "closed") throw new ApiError(409, "conflict", "This enquiry is closed: reopen it to change its lineup");
    // The range between the smallest and largest id, kept by the set: no list of ids is bound (SQLite's limit).
    const ids = new Set(input.slots.map((slot) => slot.playerId));
    const players = ids.size ? (await tx.player.findMany({ where: { id: { gte: Math.min(...ids), lte: Math.max(...ids) } } })).filter((player) => ids.has(player.id)) : [];
    const byId = new Map(players.map((player) => [player.id, player]));
    const existing = await tx.lineupSlot.findMany({ where: { contactId }, orderBy: { id: "asc" } });
    const fields: Record<string, string> = {};
    input.slots.forEach((slot, index) => {
      const player = byId.get(slot.playerId);
      const wasThere = existing.some((kept) => kept.playerId === slot.playerId);
      if (!player) fields[`slots.${index}.playerId`] = "No such player";
      else if (player.retiredAt && !wasThere) fields[`slots.${index}.playerId`] = `${player.name} is retired`;
    });
    if (Object.keys(fields).length) throw invalidFields(fields);
    const warnings = await checkDoubleBooking(tx, contactId, contact.eventDate, players);

    await tx.lineup.upsert({
      where: { contactId },
      create: { contactId, callTime: input.callTime, soundCheckTime: input.soundCheckTime || null, dressCode: input.dressCode || null },
      update: { callTime: input.callTime, ...(input.soundCheckTime !== undefined ? { soundCheckTime: input.soundCheckTime || null } : {}), dressCode: input.dressCode || null },
    });
    const unmatched = [...existing];
    for (const [position, slot] of input.slots.entries()) {
      const at = unmatched.findIndex((kept) => kept.playerId === slot.playerId && kept.role === slot.role);
      if (at >= 0) {
        const [kept] = unmatched.splice(at, 1);
        await tx.lineupSlot.update({ where: { id: kept!.id }, data: { position, ...(slot.fee !== undefined ? { fee: slot.fee } : {}) } });
      } else {
        await tx.lineupSlot.create({ data: { contactId, role: slot.role, playerId: slot.playerId, fee: slot.fee ?? byId.get(slot.playerId)!.fee, position } });
      }
    }
    for (const removed of unmatched) await tx.lineupSlot.delete({ where: { id: removed.id } }); // at most the 40 slots of a lineup
    return { warnings };
  });
}
