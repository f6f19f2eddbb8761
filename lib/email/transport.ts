import "server-only";
import nodemailer from "nodemailer";
import { mailFrom, smtpUrl } from "./config";

export type Mail = { to: string; subject: string; text: string; html?: string | null };

/** Sends one message over SMTP_URL; throws when the server refuses or cannot be reached. */
export async function sendMail(mail: Mail): Promise<void> {
  const url = smtpUrl();
  if (!url) throw new Error("SMTP_URL is not set");
  const transport = nodemailer.createTransport(url, {
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  } as Parameters<typeof nodemailer.createTransport>[1]);
  try {
    await transport.sendMail({ from: mailFrom(), to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? undefined });
  } finally {
    transport.close();
  }
}
