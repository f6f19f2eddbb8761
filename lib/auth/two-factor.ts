import "server-only";
import { createHash } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import { toString as renderQr } from "qrcode";
import { site } from "@/fixed/site";
import { db } from "@/lib/db";
import { openSecret, sealSecret } from "@/lib/security/token-crypto";
import type { TwoFactorSetup, TwoFactorStatus } from "@/lib/validation/two-factor";
import { twoFactorRequired } from "./two-factor-policy";

// TOTP (RFC 6238) with the parameters every authenticator app understands: SHA-1, 6 digits, 30 s.
// The secret is stored sealed (AES-256-GCM, the Google tokens' helper); recovery codes as SHA-256
// of 80 random bits each, which no offline search can reverse.

const RECOVERY_CODE_COUNT = 10;
/** Codes of the step before and after the current one are accepted (clock drift). */
const WINDOW = 1;

function totpFor(secretBase32: string, username: string): TOTP {
  return new TOTP({ issuer: site.bandName, label: username, algorithm: "SHA1", digits: 6, period: 30, secret: Secret.fromBase32(secretBase32) });
}

const hashRecoveryCode = (normalised: string) => createHash("sha256").update(`admin-recovery\0${normalised}`).digest("hex");

/** "abcd-efgh-ijkl-mnop": 16 base32 letters, 80 bits. */
function newRecoveryCode(): { display: string; normalised: string } {
  const normalised = new Secret({ size: 10 }).base32.toLowerCase();
  return { display: normalised.match(/.{4}/g)!.join("-"), normalised };
}

export async function twoFactorStatus(adminId: number): Promise<TwoFactorStatus> {
  const row = await db.adminTwoFactor.findUnique({ where: { adminId }, select: { enabledAt: true } });
  const recoveryCodesLeft = row?.enabledAt ? await db.adminRecoveryCode.count({ where: { adminId, usedAt: null } }) : 0;
  return { enabled: Boolean(row?.enabledAt), enabledAt: row?.enabledAt?.toISOString() ?? null, recoveryCodesLeft, required: await twoFactorRequired() };
}

export async function isTwoFactorEnabled(adminId: number): Promise<boolean> {
  const row = await db.adminTwoFactor.findUnique({ where: { adminId }, select: { enabledAt: true } });
  return Boolean(row?.enabledAt);
}

/** A new secret waiting for its first code (replacing an unconfirmed one); null when 2FA is already on. */
export async function beginEnrolment(admin: { adminId: number; username: string }): Promise<TwoFactorSetup | null> {
  if (await isTwoFactorEnabled(admin.adminId)) return null;
  const manualKey = new Secret({ size: 20 }).base32;
  const sealed = sealSecret(manualKey);
  await db.adminTwoFactor.upsert({
    where: { adminId: admin.adminId },
    create: { adminId: admin.adminId, secret: sealed },
    update: { secret: sealed, enabledAt: null, lastUsedStep: null },
  });
  const otpauthUri = totpFor(manualKey, admin.username).toString();
  const qrSvg = await renderQr(otpauthUri, { type: "svg", errorCorrectionLevel: "M", margin: 2, color: { dark: "#000000", light: "#ffffff" } });
  return { manualKey, otpauthUri, qrSvg };
}

/** The time-step a code belongs to when it is right now and newer than the last one used, or null. */
function totpStep(row: { secret: string; lastUsedStep: number | null }, username: string, code: string): number | null {
  const totp = totpFor(openSecret(row.secret), username);
  const now = Date.now();
  const delta = totp.validate({ token: code, timestamp: now, window: WINDOW });
  if (delta === null) return null;
  const step = totp.counter({ timestamp: now }) + delta;
  return row.lastUsedStep === null || row.lastUsedStep < step ? step : null;
}

/**
 * Whether a code is right and newer than the last one used. Claiming its step is one conditional
 * update, so a code (or an older one) is accepted once even when two requests race with it.
 */
async function claimTotp(adminId: number, username: string, row: { secret: string; lastUsedStep: number | null }, code: string, confirm: boolean): Promise<boolean> {
  const step = totpStep(row, username, code);
  if (step === null) return false;
  const claimed = await db.adminTwoFactor.updateMany({
    where: { adminId, enabledAt: confirm ? null : { not: null }, OR: [{ lastUsedStep: null }, { lastUsedStep: { lt: step } }] },
    data: confirm ? { lastUsedStep: step, enabledAt: new Date() } : { lastUsedStep: step },
  });
  return claimed.count === 1;
}

/** A deliberate result (docs/errors.md): the route audits a refused enrolment before it throws the answer. */
export type EnrolmentResult = { ok: true; recoveryCodes: string[]; endedSessions: number } | { ok: false; reason: "not-started" | "already-enabled" | "wrong-code" };

/** The first code turns 2FA on: ten recovery codes are made (shown once) and the other sessions end. */
export async function confirmEnrolment(admin: { adminId: number; username: string; sessionId: string }, code: string): Promise<EnrolmentResult> {
  const row = await db.adminTwoFactor.findUnique({ where: { adminId: admin.adminId } });
  if (!row) return { ok: false, reason: "not-started" };
  if (row.enabledAt) return { ok: false, reason: "already-enabled" };
  if (!(await claimTotp(admin.adminId, admin.username, row, code, true))) return { ok: false, reason: "wrong-code" };

  const { recoveryCodes, endedSessions } = await db.$transaction(async (tx) => {
    const recoveryCodes = await replaceRecoveryCodes(tx, admin.adminId);
    const ended = await tx.adminSession.updateMany({ where: { adminId: admin.adminId, revokedAt: null, NOT: { id: admin.sessionId } }, data: { revokedAt: new Date() } });
    return { recoveryCodes, endedSessions: ended.count };
  });
  return { ok: true, recoveryCodes, endedSessions };
}

type Transaction = Parameters<Parameters<typeof db.$transaction>[0]>[0];

/** Ten new recovery codes in place of every earlier one (used or not); answers them for display, once. */
async function replaceRecoveryCodes(tx: Transaction, adminId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await tx.adminRecoveryCode.deleteMany({ where: { adminId } });
  await tx.adminRecoveryCode.createMany({ data: codes.map(({ normalised }) => ({ adminId, codeHash: hashRecoveryCode(normalised) })) });
  return codes.map(({ display }) => display);
}

/** New recovery codes for an admin whose 2FA is on (the caller has checked a proof); null when it is off. */
export async function renewRecoveryCodes(adminId: number): Promise<string[] | null> {
  return db.$transaction(async (tx) => {
    const row = await tx.adminTwoFactor.findUnique({ where: { adminId }, select: { enabledAt: true } });
    return row?.enabledAt ? replaceRecoveryCodes(tx, adminId) : null;
  });
}

/** A check, not a failure: the sign-in decides what a wrong code means (docs/errors.md). */
export type SecondFactorResult = { ok: true; method: "totp" } | { ok: true; method: "recovery-code"; recoveryCodesLeft: number } | { ok: false };

/** Checks a normalised code (lib/validation/two-factor.ts) for an admin with 2FA on, and spends it. */
export async function verifySecondFactor(admin: { id: number; username: string }, code: string): Promise<SecondFactorResult> {
  const row = await db.adminTwoFactor.findUnique({ where: { adminId: admin.id } });
  if (!row?.enabledAt) return { ok: false };
  if (/^\d{6}$/.test(code)) return (await claimTotp(admin.id, admin.username, row, code, false)) ? { ok: true, method: "totp" } : { ok: false };
  const spent = await db.adminRecoveryCode.updateMany({ where: { adminId: admin.id, codeHash: hashRecoveryCode(code), usedAt: null }, data: { usedAt: new Date() } });
  if (spent.count !== 1) return { ok: false };
  return { ok: true, method: "recovery-code", recoveryCodesLeft: await db.adminRecoveryCode.count({ where: { adminId: admin.id, usedAt: null } }) };
}

/**
 * Whether a normalised code would be accepted now, without spending it: a new browser that brings
 * one with the password gets its own sign-in lane (lib/auth/credentials.ts), and a guess without
 * one is turned away before any password is hashed.
 */
export async function secondFactorMatches(admin: { id: number; username: string }, code: string): Promise<boolean> {
  const row = await db.adminTwoFactor.findUnique({ where: { adminId: admin.id } });
  if (!row?.enabledAt) return false;
  if (/^\d{6}$/.test(code)) return totpStep(row, admin.username, code) !== null;
  return (await db.adminRecoveryCode.count({ where: { adminId: admin.id, codeHash: hashRecoveryCode(code), usedAt: null } })) === 1;
}

/**
 * Removes the second factor and its recovery codes. Ends every session of the admin but `keepSessionId`
 * (none for the server-side reset); answers how many ended, or null when 2FA was not set up at all.
 */
export async function removeTwoFactor(adminId: number, keepSessionId?: string): Promise<number | null> {
  return db.$transaction(async (tx) => {
    const removed = await tx.adminTwoFactor.deleteMany({ where: { adminId } });
    await tx.adminRecoveryCode.deleteMany({ where: { adminId } });
    await tx.adminLoginChallenge.deleteMany({ where: { adminId } });
    if (!removed.count) return null;
    const ended = await tx.adminSession.updateMany({
      where: { adminId, revokedAt: null, ...(keepSessionId ? { NOT: { id: keepSessionId } } : {}) },
      data: { revokedAt: new Date() },
    });
    return ended.count;
  });
}
