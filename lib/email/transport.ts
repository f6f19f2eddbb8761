import "server-only";
import nodemailer from "nodemailer";
import SMTPTransport from "nodemailer/lib/smtp-transport";
import { site } from "@/fixed/site";
import { mailFrom, smtpUrl } from "./config";
import type { MailAddress } from "./reply-to";
import { traced } from "@/lib/tracing/span";

/** MAIL_FROM as written when it names a sender ("Band <a@b>"), else the address under the band's name. */
function sender(): string | MailAddress {
  const from = mailFrom();
  return from.includes("<") ? from : { name: site.bandName, address: from };
}

type MailAttachment = { filename: string; content: Buffer; contentType: string };
export type Mail = { to: string; subject: string; text: string; html?: string | null; messageId?: string; replyTo?: MailAddress; attachments?: MailAttachment[] };

export type SmtpTimeouts = { connection: number; greeting: number; socket: number };

/**
 * How long one step of a send may take: well below the outbox's claim (two minutes: 10 s to
 * connect and to be greeted, 20 s of silence), so a stalled server makes the send fail, to be
 * retried later, before another drain may claim the message. They are transport options: as
 * `createTransport`'s second argument they would be message defaults, which nodemailer ignores.
 */
export function smtpTimeoutsFor(claimMs: number): SmtpTimeouts {
  return { connection: Math.min(10_000, claimMs / 12), greeting: Math.min(10_000, claimMs / 12), socket: Math.min(20_000, claimMs / 6) };
}

/** Sends one message over SMTP_URL; throws when the server refuses, stalls or cannot be reached. */
/** The mail server's host, never its credentials. */
const smtpHost = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return "smtp";
  }
};

/** Sends one mail; answers the mail server's reply ("250 2.0.0 Ok: queued as …"). */
export async function sendMail(mail: Mail, timeouts: SmtpTimeouts = smtpTimeoutsFor(2 * 60_000)): Promise<string> {
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
    const sent = await traced("smtp send", { "server.address": smtpHost(url) }, () =>
      transport.sendMail({
        from: sender(),
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? undefined,
        messageId: mail.messageId,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        ...(mail.attachments?.length ? { attachments: mail.attachments } : {}),
      }),
    );
    return String(sent.response ?? "").slice(0, 300);
  } finally {
    transport.close();
  }
}
