import "server-only";
import { ApiError } from "@/lib/common/api-error";
import { recordFirstReply } from "@/lib/alerts/reply-clock";
import { site } from "@/fixed/site";
import { db } from "@/lib/db";
import { followUpTemplateName, sendWhatsappTemplate, sendWhatsappText, templateLanguage, WhatsappRejected, whatsappMissing } from "@/lib/whatsapp-cloud/client";

// The band answers on WhatsApp from the panel. Inside Meta's customer service window (24 hours
// after the client's last message) any text; after it only an approved template: the follow-up.
// A message Meta accepted is stored with its id (status callbacks move it on) and answers the
// enquiry for the reply clock.

const SERVICE_WINDOW_MS = 24 * 3600_000;
const SEND_TIMEOUT_MS = 15_000;

export type ConversationMessage = { id: number; direction: "in" | "out"; text: string; at: Date; status: string; error: string | null };

/** GET /api/contacts/{id}/messages: the conversation, oldest first; null without such an enquiry. */
export async function conversationOf(contactId: number): Promise<ConversationMessage[] | null> {
  const contact = await db.contact.findFirst({ where: { id: contactId, quarantinedAt: null }, select: { id: true } });
  if (!contact) return null;
  const messages = await db.whatsappMessage.findMany({ where: { contactId }, orderBy: [{ at: "asc" }, { id: "asc" }] });
  return messages.map(({ id, direction, text, at, status, error }) => ({ id, direction: direction as "in" | "out", text, at, status, error }));
}

type SendResult = { message: ConversationMessage };

/** When the client last wrote, for the window; null if they never did. */
async function lastInboundAt(contactId: number): Promise<Date | null> {
  const last = await db.whatsappMessage.findFirst({ where: { contactId, direction: "in" }, orderBy: { at: "desc" }, select: { at: true } });
  return last?.at ?? null;
}

async function sendable(contactId: number) {
  const contact = await db.contact.findFirst({ where: { id: contactId, quarantinedAt: null }, select: { id: true, name: true, isDemo: true, phoneDigits: true } });
  if (!contact) throw new ApiError(404, "not_found", "Enquiry not found");
  if (contact.isDemo) throw new ApiError(409, "conflict", "This is a demo enquiry: nothing is sent to its made-up number");
  if (!contact.phoneDigits) throw new ApiError(409, "conflict", "This enquiry has no number WhatsApp can reach");
  const missing = whatsappMissing();
  if (missing.length) throw new ApiError(503, "unavailable", `WhatsApp is not set up: ${missing.join(" and ")} missing`);
  return { contact: { ...contact, phoneDigits: contact.phoneDigits } };
}

async function sendAndStore(contactId: number, text: string, by: string, send: () => Promise<string>): Promise<SendResult> {
  let waMessageId: string;
  try {
    waMessageId = await send();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ApiError(502, "upstream_failed", error instanceof WhatsappRejected ? `WhatsApp refused the message: ${reason}` : `${reason}. Please try again.`);
  }
  const stored = await db.whatsappMessage.create({ data: { waMessageId, contactId, direction: "out", text, status: "sent", at: new Date() } });
  await recordFirstReply(db, contactId, by);
  return { message: { id: stored.id, direction: "out", text, at: stored.at, status: stored.status, error: null } };
}

/** A text reply, inside the 24 hours after the client's last message. */
export async function replyOnWhatsapp(contactId: number, text: string, by: string, now = new Date()): Promise<SendResult> {
  const target = await sendable(contactId);
  const last = await lastInboundAt(contactId);
  if (!last || now.getTime() - last.getTime() >= SERVICE_WINDOW_MS) {
    const why = last ? "More than 24 hours have passed since the client's last WhatsApp message" : "The client has not written on WhatsApp yet";
    throw new ApiError(409, "conflict", `${why}: WhatsApp only lets the band send an approved template now. Send the follow-up instead.`);
  }
  return sendAndStore(contactId, text, by, () => sendWhatsappText(target.contact.phoneDigits, text, SEND_TIMEOUT_MS));
}

/** The follow-up template (WHATSAPP_FOLLOWUP_TEMPLATE: the client's name, the band's name), allowed at any time. */
export async function sendFollowUp(contactId: number, by: string): Promise<SendResult> {
  const target = await sendable(contactId);
  const template = followUpTemplateName();
  const parameters = [target.contact.name, site.bandName];
  const text = `[follow-up template ${template}] ${parameters.join(" · ")}`;
  return sendAndStore(contactId, text, by, () => sendWhatsappTemplate({ to: target.contact.phoneDigits, template, language: templateLanguage(), parameters }, SEND_TIMEOUT_MS));
}

/** Whether a text reply can go now (the panel shows the reply box or the follow-up). */
export async function serviceWindowOpen(contactId: number, now = new Date()): Promise<boolean> {
  const last = await lastInboundAt(contactId);
  return Boolean(last && now.getTime() - last.getTime() < SERVICE_WINDOW_MS);
}
