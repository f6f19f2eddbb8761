import "server-only";
import { ApiError } from "@/lib/common/api-error";
import { audit, type AuditActor } from "@/lib/audit/events";
import { removeTwoFactor } from "@/lib/auth/two-factor";
import { twoFactorRequiredByEnv, twoFactorRequiredByTeam } from "@/lib/auth/two-factor-policy";
import { db, type Tx } from "@/lib/db";
import { isRole, type Role } from "@/lib/common/roles";

// The people of the panel (issue 62): who they are, their role, and the owner's changes to them.
// Every change counts on the person's next request: the guard reads the role and whether they
// are still on the team from the database each time (lib/auth/session.ts).

export type TeamMember = { id: number; name: string; username: string; role: Role; twoFactor: boolean; lastSeenAt: string | null };

/** Everyone on the team (removed people are not), owners first, then by name. */
export async function listMembers(): Promise<TeamMember[]> {
  const rows = await db.admin.findMany({
    where: { isActive: true },
    select: {
      id: true,
      name: true,
      username: true,
      role: true,
      twoFactor: { select: { enabledAt: true } },
      sessions: { select: { lastSeenAt: true }, orderBy: { lastSeenAt: "desc" }, take: 1 },
    },
    orderBy: { id: "asc" },
    take: 200,
  });
  return rows
    .filter((row) => isRole(row.role))
    .map((row) => ({
      id: row.id,
      name: row.name ?? row.username,
      username: row.username,
      role: row.role as Role,
      twoFactor: Boolean(row.twoFactor?.enabledAt),
      lastSeenAt: row.sessions[0]?.lastSeenAt.toISOString() ?? null,
    }))
    .sort((a, b) => Number(b.role === "owner") - Number(a.role === "owner") || a.name.localeCompare(b.name));
}

/**
 * Team changes run one at a time: each first writes the team's one policy row, which holds a row
 * lock on PostgreSQL until it commits (SQLite runs one write at a time anyway), so two owners
 * demoting each other at once cannot leave the band without one.
 */
async function oneTeamChangeAtATime(tx: Tx, by: string) {
  await tx.teamPolicy.upsert({ where: { id: 1 }, create: { id: 1, updatedBy: by }, update: { updatedBy: by } });
}

const LAST_OWNER = "The band needs at least one owner: make someone else an owner first.";

async function memberOrThrow(tx: Tx, id: number) {
  const member = await tx.admin.findFirst({ where: { id, isActive: true }, select: { id: true, username: true, role: true } });
  if (!member) throw new ApiError(404, "not_found", "There is no one on the team with that id");
  return member;
}

async function otherOwners(tx: Tx, id: number) {
  return tx.admin.count({ where: { role: "owner", isActive: true, NOT: { id } } });
}

/** The owner gives a person another role; nobody changes their own, and the last owner stays one. */
export async function changeRole(actor: AuditActor, id: number, role: Role) {
  if (id === actor.adminId) throw new ApiError(403, "forbidden", "You cannot change your own role. Ask another owner.");
  const changed = await db.$transaction(async (tx) => {
    await oneTeamChangeAtATime(tx, actor.username);
    const member = await memberOrThrow(tx, id);
    if (member.role === "owner" && role !== "owner" && (await otherOwners(tx, id)) === 0) throw new ApiError(409, "conflict", LAST_OWNER);
    await tx.admin.update({ where: { id }, data: { role } });
    return { username: member.username, from: member.role };
  });
  await audit(actor, { action: "team-role-change", target: `${changed.username}: ${changed.from} → ${role}` });
  return { id, role };
}

/**
 * Removes a person: they stay in the database for the audit log, but cannot sign in, their
 * sessions and pending sign-ins end, and their alert devices are forgotten. Their next request
 * answers 401 ("You were signed out").
 */
export async function removeMember(actor: AuditActor, id: number) {
  if (id === actor.adminId) throw new ApiError(403, "forbidden", "You cannot remove yourself. Ask another owner.");
  const removed = await db.$transaction(async (tx) => {
    await oneTeamChangeAtATime(tx, actor.username);
    const member = await memberOrThrow(tx, id);
    if (member.role === "owner" && (await otherOwners(tx, id)) === 0) throw new ApiError(409, "conflict", LAST_OWNER);
    const now = new Date();
    await tx.admin.update({ where: { id }, data: { isActive: false, removedAt: now } });
    const ended = await tx.adminSession.updateMany({ where: { adminId: id, revokedAt: null }, data: { revokedAt: now } });
    await tx.adminLoginChallenge.deleteMany({ where: { adminId: id } });
    await tx.pushSubscription.deleteMany({ where: { adminId: id } });
    return { username: member.username, endedSessions: ended.count };
  });
  await audit(actor, { action: "team-remove", target: `${removed.username}; ${removed.endedSessions} sessions ended` });
  return removed;
}

/** A person lost their phone and recovery codes: the owner removes their two-factor sign-in and ends their sessions. */
export async function resetMemberTwoFactor(actor: AuditActor, id: number) {
  if (id === actor.adminId) throw new ApiError(403, "forbidden", "Turn your own two-factor sign-in off on the Security tab.");
  const member = await db.$transaction((tx) => memberOrThrow(tx, id));
  const ended = await removeTwoFactor(id);
  if (ended === null) throw new ApiError(409, "conflict", `${member.username} has no two-factor sign-in to reset`);
  await audit(actor, { action: "two-factor-reset", target: `${member.username}; ${ended} sessions ended` });
  return { endedSessions: ended };
}

export type TeamPolicyView = { requireTwoFactor: boolean; requiredByServer: boolean };

export async function teamPolicy(): Promise<TeamPolicyView> {
  return { requireTwoFactor: await twoFactorRequiredByTeam(), requiredByServer: twoFactorRequiredByEnv() };
}

/** The owner's rule: everyone sets up two-factor sign-in before the panel opens to them. */
export async function setTeamPolicy(actor: AuditActor, requireTwoFactor: boolean): Promise<TeamPolicyView> {
  await db.teamPolicy.upsert({ where: { id: 1 }, create: { id: 1, requireTwoFactor, updatedBy: actor.username }, update: { requireTwoFactor, updatedBy: actor.username } });
  await audit(actor, { action: "team-policy", target: requireTwoFactor ? "two-factor sign-in required for everyone" : "two-factor sign-in optional" });
  return teamPolicy();
}

/** The person's own WhatsApp number for enquiry alerts, or null. */
export async function readAlertNumber(adminId: number): Promise<string | null> {
  const row = await db.admin.findUnique({ where: { id: adminId }, select: { alertWhatsapp: true } });
  return row?.alertWhatsapp ?? null;
}

/** Sets (or, with null, clears) the person's own WhatsApp number for enquiry alerts. */
export async function saveAlertNumber(adminId: number, whatsapp: string | null): Promise<string | null> {
  const row = await db.admin.update({ where: { id: adminId }, data: { alertWhatsapp: whatsapp }, select: { alertWhatsapp: true } });
  return row.alertWhatsapp;
}
