import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { ApiError, invalidFields, rateLimited } from "@/lib/common/api-error";
import { audit, recordAudit, type AuditActor } from "@/lib/audit/events";
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from "@/lib/auth/common-passwords";
import { LOGIN_MAX_ADDRESS_ATTEMPTS, LOGIN_WINDOW_MS } from "@/lib/auth/credentials";
import { hashPassword } from "@/lib/auth/password";
import { db } from "@/lib/db";
import { isUniqueViolation } from "@/lib/db/unique-violation";
import { recordHit } from "@/lib/rate-limit";
import { siteOrigin } from "@/lib/site-origin";
import type { Role } from "@/lib/common/roles";
import { invitationTokenSchema } from "@/lib/validation/team";

// Invitations to the team (issue 62): a link with 256 random bits, stored as their SHA-256, good
// once for 7 days until withdrawn. The person chooses their own username and password on it.

const INVITATION_DAYS = 7;
const DAY_MS = 86_400_000;

const hashToken = (token: string) => createHash("sha256").update(`team-invitation\0${token}`).digest("hex");
const invitationUrl = (token: string) => `${siteOrigin()}/admin/join/${token}`;

export type PendingInvitation = { id: number; name: string; role: Role; invitedBy: string | null; createdAt: string; expiresAt: string };

/** Makes an invitation; its link is in this answer only (the database keeps the hash). */
export async function createInvitation(actor: AuditActor, input: { name: string; role: Role }, now = new Date()) {
  await refuseAlreadyInvited(input.name, now);
  const token = randomBytes(32).toString("base64url");
  const row = await db.teamInvitation.create({
    data: {
      name: input.name,
      role: input.role,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + INVITATION_DAYS * DAY_MS),
      invitedById: actor.adminId,
      invitedBy: actor.username,
    },
  });
  await audit(actor, { action: "team-invite", target: `${input.name} as ${input.role}` });
  return { id: row.id, url: invitationUrl(token), expiresAt: row.expiresAt.toISOString() };
}

/** 409 when the name is already someone's on the team (their name or username) or an open invitation's: one person, one account. */
async function refuseAlreadyInvited(name: string, now: Date) {
  const same = (value: string | null) => value?.trim().toLowerCase() === name.trim().toLowerCase();
  const members = await db.admin.findMany({ where: { isActive: true }, select: { name: true, username: true } });
  if (members.some((member) => same(member.name) || same(member.username))) throw new ApiError(409, "conflict", `${name} is already on the team`, { name: "Already on the team" });
  const open = await db.teamInvitation.findMany({ where: { usedAt: null, withdrawnAt: null, expiresAt: { gt: now } }, select: { name: true } });
  if (open.some((invitation) => same(invitation.name)))
    throw new ApiError(409, "conflict", `${name} has an open invitation: withdraw it first to make a new link`, { name: "Already invited" });
}

/** Invitations still open: not used, not withdrawn, not expired; newest first. */
export async function pendingInvitations(now = new Date()): Promise<PendingInvitation[]> {
  const rows = await db.teamInvitation.findMany({
    where: { usedAt: null, withdrawnAt: null, expiresAt: { gt: now } },
    orderBy: { createdAt: "desc" },
    take: 100,
  });
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    role: row.role as Role,
    invitedBy: row.invitedBy,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  }));
}

/** Withdraws an open invitation; 404 when there is none with that id still open. */
export async function withdrawInvitation(actor: AuditActor, id: number): Promise<void> {
  const withdrawn = await db.teamInvitation.updateMany({ where: { id, usedAt: null, withdrawnAt: null }, data: { withdrawnAt: new Date() } });
  if (withdrawn.count === 0) throw new ApiError(404, "not_found", "There is no open invitation with that id");
  await audit(actor, { action: "team-invite-withdraw", target: `invitation ${id}` });
}

const GONE = "This invitation link no longer works. Ask the band's owner for a new one.";
const gone = () => new ApiError(410, "gone", GONE);

/** The open invitation behind a link's token, for the join page; null for a used, withdrawn, expired, tampered or foreign one. */
export async function openInvitation(token: string, now = new Date()): Promise<{ name: string; role: Role; expiresAt: Date } | null> {
  if (!invitationTokenSchema.safeParse(token).success) return null;
  const row = await db.teamInvitation.findUnique({ where: { tokenHash: hashToken(token) } });
  if (!row || row.usedAt || row.withdrawnAt || row.expiresAt <= now) return null;
  return { name: row.name, role: row.role as Role, expiresAt: row.expiresAt };
}

type Origin = { ip: string; userAgent: string | null };

/**
 * The person's answer to the link: their username and password. Counted per address like a
 * sign-in before anything is looked up. The invitation is spent in the same transaction that makes
 * the account, so two tabs cannot both join on one link. 410 for a link that no longer works
 * (without saying why), 409 for a taken username, 400 for a weak password.
 */
export async function joinTeam(input: { token: string; username: string; password: string }, origin: Origin, now = new Date()) {
  const limit = await recordHit(`team-join:address:${origin.ip}`, LOGIN_MAX_ADDRESS_ATTEMPTS, LOGIN_WINDOW_MS);
  if (limit.limited) throw rateLimited(limit.retryAfterSeconds, "Too many attempts from this network. Try again later.");
  const invitation = await openInvitation(input.token, now);
  const auditOrigin = { ipAddress: origin.ip, userAgent: origin.userAgent, username: input.username };
  if (!invitation) {
    await recordAudit({ ...auditOrigin, action: "team-join", outcome: "failure", target: "invitation link no longer works" });
    throw gone();
  }
  if (isCommonPassword(input.password)) throw invalidFields({ password: COMMON_PASSWORD_MESSAGE });
  if (await usernameTaken(input.username)) throw usernameConflict();
  const passwordHash = await hashPassword(input.password);
  const tokenHash = hashToken(input.token);
  let admin;
  try {
    admin = await db.$transaction(async (tx) => {
      const created = await tx.admin.create({ data: { username: input.username, passwordHash, name: invitation.name, role: invitation.role, joinedAt: now } });
      const spent = await tx.teamInvitation.updateMany({
        where: { tokenHash, usedAt: null, withdrawnAt: null, expiresAt: { gt: now } },
        data: { usedAt: now, joinedAdminId: created.id },
      });
      if (spent.count !== 1) throw gone();
      return created;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw usernameConflict();
    throw error;
  }
  await recordAudit({ ...auditOrigin, adminId: admin.id, action: "team-join", target: `${invitation.name} as ${invitation.role}` });
  return { id: admin.id, username: admin.username, name: invitation.name, role: invitation.role };
}

const usernameConflict = () => new ApiError(409, "conflict", "That username is taken. Choose another.", { username: "That username is taken" });

/** Usernames compare without case: the team is small, so every name is read. */
async function usernameTaken(username: string): Promise<boolean> {
  const rows = await db.admin.findMany({ select: { username: true } });
  return rows.some((row) => row.username.toLowerCase() === username.toLowerCase());
}
