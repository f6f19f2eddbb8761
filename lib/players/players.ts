import "server-only";
import { ApiError } from "@/lib/common/api-error";
import { isPlayerRole, type PlayerRole } from "@/lib/common/players";
import { db } from "@/lib/db";
import type { PlayerInput, PlayerUpdate } from "@/lib/validation/players";

// The band's players (issue 63): who the lineups are made of. A player who has played (or been put
// in a lineup) is retired rather than deleted, so past lineups and payouts keep their name.

export type PlayerView = {
  id: number;
  name: string;
  /** Digits in international form without "+". */
  phone: string;
  roles: PlayerRole[];
  fee: number;
  notes: string | null;
  active: boolean;
  /** Lineup slots they were ever put in. */
  gigs: number;
};

type PlayerRow = { id: number; name: string; phone: string; roles: string; fee: number; notes: string | null; retiredAt: Date | null; _count?: { slots: number } };

/** The stored JSON list of roles, keeping only the roles the app knows. */
export const rolesOf = (stored: string): PlayerRole[] => {
  try {
    const parsed: unknown = JSON.parse(stored);
    return Array.isArray(parsed) ? parsed.filter(isPlayerRole) : [];
  } catch {
    return [];
  }
};

const playerView = (row: PlayerRow): PlayerView => ({
  id: row.id,
  name: row.name,
  phone: row.phone,
  roles: rolesOf(row.roles),
  fee: row.fee,
  notes: row.notes,
  active: row.retiredAt === null,
  gigs: row._count?.slots ?? 0,
});

/** Every player, active first, then by name. */
export async function listPlayers(): Promise<PlayerView[]> {
  const rows = await db.player.findMany({ orderBy: [{ name: "asc" }, { id: "asc" }], include: { _count: { select: { slots: true } } } });
  return rows.map(playerView).sort((a, b) => Number(b.active) - Number(a.active));
}

async function refuseSecondNumber(phone: string, exceptId?: number) {
  const same = await db.player.findFirst({ where: { phone, ...(exceptId ? { id: { not: exceptId } } : {}) }, select: { name: true } });
  if (same) throw new ApiError(409, "conflict", `${same.name} already has this WhatsApp number`, { phone: `${same.name} already has this number` });
}

export async function createPlayer(input: PlayerInput): Promise<PlayerView> {
  await refuseSecondNumber(input.phone);
  const row = await db.player.create({
    data: { name: input.name, phone: input.phone, roles: JSON.stringify(input.roles), fee: input.fee, notes: input.notes || null },
  });
  return playerView(row);
}

export async function updatePlayer(id: number, change: PlayerUpdate): Promise<PlayerView> {
  const existing = await db.player.findUnique({ where: { id } });
  if (!existing) throw new ApiError(404, "not_found", "Player not found");
  if (change.phone) await refuseSecondNumber(change.phone, id);
  const row = await db.player.update({
    where: { id },
    data: {
      ...(change.name !== undefined ? { name: change.name } : {}),
      ...(change.phone !== undefined ? { phone: change.phone } : {}),
      ...(change.roles !== undefined ? { roles: JSON.stringify(change.roles) } : {}),
      ...(change.fee !== undefined ? { fee: change.fee } : {}),
      ...(change.notes !== undefined ? { notes: change.notes || null } : {}),
      ...(change.retired !== undefined ? { retiredAt: change.retired ? (existing.retiredAt ?? new Date()) : null } : {}),
    },
    include: { _count: { select: { slots: true } } },
  });
  return playerView(row);
}

/** Deletes a player who never had a gig; one who had is retired instead. Answers which it was. */
export async function deleteOrRetirePlayer(id: number): Promise<"deleted" | "retired"> {
  const player = await db.player.findUnique({ where: { id }, include: { _count: { select: { slots: true, payouts: true } } } });
  if (!player) throw new ApiError(404, "not_found", "Player not found");
  if (player._count.slots > 0 || player._count.payouts > 0) {
    await db.player.update({ where: { id }, data: { retiredAt: player.retiredAt ?? new Date() } });
    return "retired";
  }
  await db.player.delete({ where: { id } });
  return "deleted";
}
