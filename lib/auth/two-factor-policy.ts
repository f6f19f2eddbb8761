import "server-only";
import { db } from "@/lib/db";

/** ADMIN_REQUIRE_2FA=1: everyone must enrol before using the panel, whatever the Team tab says. */
export function twoFactorRequiredByEnv(): boolean {
  const value = process.env.ADMIN_REQUIRE_2FA?.trim().toLowerCase();
  return value === "1" || value === "true" || value === "yes";
}

/** Whether the owner made two-factor sign-in a rule for everyone (Team tab). */
export async function twoFactorRequiredByTeam(): Promise<boolean> {
  const row = await db.teamPolicy.findUnique({ where: { id: 1 }, select: { requireTwoFactor: true } });
  return row?.requireTwoFactor ?? false;
}

/** A person without two-factor sign-in must set it up before the panel opens: by the environment or the owner's rule. */
export async function twoFactorRequired(): Promise<boolean> {
  return twoFactorRequiredByEnv() || (await twoFactorRequiredByTeam());
}
