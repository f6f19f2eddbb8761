import "server-only";
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import webpush from "web-push";
import { notifyTo } from "@/lib/email/config";
import { dataDir } from "@/lib/env";
import { siteOrigin } from "@/lib/site-origin";

// The server's VAPID key pair (RFC 8292): push services accept a push only when it is signed with
// the key the subscription was made for. VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or a pair made on
// first use and kept in DATA_DIR, like the sign-in secret. Several servers or a serverless
// deployment must set the variables, so they all sign with the one key.

const KEY_FILE = "vapid-keys.json";

export type VapidKeys = { publicKey: string; privateKey: string };

function readKeyFile(file: string): VapidKeys {
  const keys = JSON.parse(readFileSync(file, "utf8")) as VapidKeys;
  if (typeof keys.publicKey !== "string" || typeof keys.privateKey !== "string") throw new Error(`${file} is not a VAPID key pair`);
  return keys;
}

export function vapidKeys(): VapidKeys {
  const publicKey = process.env.VAPID_PUBLIC_KEY?.trim();
  const privateKey = process.env.VAPID_PRIVATE_KEY?.trim();
  if (publicKey && privateKey) return { publicKey, privateKey };
  const file = path.join(dataDir(), KEY_FILE);
  try {
    return readKeyFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  try {
    writeFileSync(file, JSON.stringify(webpush.generateVAPIDKeys()) + "\n", { mode: 0o600, flag: "wx" });
    chmodSync(file, 0o600);
  } catch (error) {
    // Another process made it first: use theirs.
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  return readKeyFile(file);
}

/** Who push services can contact about this sender: VAPID_SUBJECT, else the band's mail or the site's https address. */
export function vapidSubject(): string {
  const configured = process.env.VAPID_SUBJECT?.trim();
  if (configured) return configured;
  const mail = notifyTo();
  if (mail) return `mailto:${mail}`;
  const origin = siteOrigin();
  return origin.startsWith("https://") ? origin : "mailto:admin@localhost";
}
