import "server-only";
// Who a reply to a mail goes to: stored with the outbox row as JSON { name, address } and given to
// nodemailer as an object, which quotes the name itself (a visitor's text never becomes a header).

export type MailAddress = { name?: string; address: string };

const PLAIN_ADDRESS = /^[^\s@<>",;]+@[^\s@<>",;]+\.[^\s@<>",;]+$/;

export function replyToJson(address: string | undefined | null, name?: string): string | null {
  if (!address || !PLAIN_ADDRESS.test(address)) return null;
  const cleanName = name
    ?.replace(/[\r\n\u0000-\u001f\u007f]+/g, " ")
    .trim()
    .slice(0, 80);
  return JSON.stringify(cleanName ? { name: cleanName, address } : { address });
}

export function parseReplyTo(json: string | null | undefined): MailAddress | undefined {
  if (!json) return undefined;
  try {
    const value = JSON.parse(json) as Partial<MailAddress>;
    if (typeof value.address !== "string" || !PLAIN_ADDRESS.test(value.address)) return undefined;
    return typeof value.name === "string" && value.name ? { name: value.name, address: value.address } : { address: value.address };
  } catch {
    return undefined;
  }
}
