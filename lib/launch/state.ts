import "server-only";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { verifyPassword } from "@/lib/auth/password";
import { newestBackup } from "@/lib/backup/newest";
import { backupStatus } from "@/lib/backup/runs";
import { db } from "@/lib/db";
import { emailConfigured } from "@/lib/email/config";
import { paystackConfigured } from "@/lib/payments/paystack";
import { dataDir } from "@/lib/env";
import { isConnected } from "@/lib/integrations/google-oauth";
import { readSiteSettings } from "@/lib/settings/store";
import { CREDENTIALS_FILE } from "@/lib/setup/admin";
import { demoContentCounts } from "@/lib/setup/demo-removal";
import type { LaunchState } from "./checklist";
import { dismissedLaunchItems } from "./dismissed";
import { listClientLogos } from "@/lib/client-logos/logos";
import { sampleContentShown } from "@/lib/content/samples";
import { sampleLinks, samplePhones, samplePlayer } from "./placeholders";
import { configuredSiteUrl } from "@/lib/site-origin";

/** Whether the password the first start generated (kept in DATA_DIR) still signs its account in. */
async function generatedPasswordInUse(): Promise<boolean> {
  const file = path.join(dataDir(), CREDENTIALS_FILE);
  if (!existsSync(/*turbopackIgnore: true*/ file)) return false;
  const text = readFileSync(/*turbopackIgnore: true*/ file, "utf8");
  const username = /^username: (.+)$/m.exec(text)?.[1]?.trim();
  const password = /^password: (.+)$/m.exec(text)?.[1]?.trim();
  if (!username || !password) return false;
  const admin = await db.admin.findUnique({ where: { username }, omit: { passwordHash: false } });
  return Boolean(admin?.isActive && (await verifyPassword(password, admin.passwordHash)));
}

/** When the newest archive `npm run backup` wrote under DATA_DIR/backups was written. */
export const lastBackupAt = (folder?: string): Date | null => newestBackup(folder)?.at ?? null;

export async function launchState(): Promise<LaunchState> {
  const [demo, googleConnected, passwordInUse, settings, sampleContent, logos, dismissed, lastRun] = await Promise.all([
    demoContentCounts(),
    isConnected("google-business"),
    generatedPasswordInUse(),
    readSiteSettings(),
    sampleContentShown(),
    listClientLogos(),
    dismissedLaunchItems(),
    backupStatus(),
  ]);
  return {
    demoContentShowing: demo.onPublicSite,
    samplePhones: samplePhones(settings),
    sampleLinks: sampleLinks(settings),
    samplePlayer: samplePlayer(settings),
    sampleContent,
    sampleClients: logos.filter((logo) => !logo.custom && !logo.hidden).map((logo) => logo.name),
    emailConfigured: emailConfigured(),
    paystackConfigured: paystackConfigured(),
    siteUrl: configuredSiteUrl() ?? "",
    googleConnected,
    adsenseClient: settings.adsenseClient,
    generatedPasswordInUse: passwordInUse,
    // The recorded runs (nightly or npm run backup), else an archive from before they were recorded.
    lastBackupAt: lastRun.last ? new Date(lastRun.last.at) : lastBackupAt(),
    dismissed,
  };
}
