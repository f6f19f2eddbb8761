import MailComposer from "nodemailer/lib/mail-composer";
import { BAND_ADDRESS } from "@/lib/email/band-address";
import { parseReplyTo } from "@/lib/email/reply-to";

const EXPECTED = new Set(["content-type", "from", "to", "reply-to", "subject", "message-id", "date", "mime-version", "content-transfer-encoding"]);

/**
 * The header names of the message nodemailer builds from an outbox row (as lib/email/transport.ts
 * sends it). Throws when a header appears that the app never sets: one was injected.
 */
export async function builtHeaderNames(mail: { to: string; subject: string; text: string; html: string | null; replyTo?: string | null }): Promise<string[]> {
  if (/[\r\n]/.test(mail.to) || /[\r\n]/.test(mail.subject)) throw new Error(`line break in a header field: ${JSON.stringify(mail.to)} ${JSON.stringify(mail.subject)}`);
  const message = await new MailComposer({
    from: "band@example.com",
    to: mail.to === BAND_ADDRESS ? "band@example.com" : mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html ?? undefined,
    replyTo: parseReplyTo(mail.replyTo),
  })
    .compile()
    .build();
  const head = message.toString("utf8").split("\r\n\r\n")[0] ?? "";
  const names = head
    .split("\r\n")
    .filter((line) => !/^[ \t]/.test(line))
    .map((line) => line.slice(0, line.indexOf(":")).toLowerCase());
  const unexpected = names.filter((name) => !EXPECTED.has(name));
  if (unexpected.length) throw new Error(`unexpected mail headers ${unexpected.join(", ")}`);
  for (const single of ["to", "subject", "from"]) if (names.filter((name) => name === single).length !== 1) throw new Error(`${single} header count`);
  return names;
}
