import "server-only";
import nodemailer from "nodemailer";
import SMTPTransport from "nodemailer/lib/smtp-transport";
import { mailFrom, smtpUrl } from "./config";

export type Mail = { to: string; subject: string; text: string; html?: string | null };

/**
 * How long one step of a send may take. Every one is well below the outbox's two-minute claim,
 * so a stalled server makes the send fail (and be retried later) before another drain may claim
 * the message. They are transport options: as `createTransport`'s second argument they would be
 * message defaults, which nodemailer ignores.
 */
export const SMTP_TIMEOUTS_MS = { connection: 10_000, greeting: 10_000, socket: 20_000 };

/** Sends one message over SMTP_URL; throws when the server refuses, stalls or cannot be reached. */
export async function sendMail(mail: Mail, timeouts = SMTP_TIMEOUTS_MS): Promise<void> {
  const url = smtpUrl();
  if (!url) throw new Error("SMTP_URL is not set");
  // SMTPTransport merges these with what the URL says; createTransport(url-object) would drop them.
  const transport = nodemailer.createTransport(
    new SMTPTransport({
      url,
      connectionTimeout: timeouts.connection,
      greetingTimeout: timeouts.greeting,
      socketTimeout: timeouts.socket,
      dnsTimeout: timeouts.connection,
    }),
  );
  try {
    await transport.sendMail({ from: mailFrom(), to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? undefined });
  } finally {
    transport.close();
  }
}
