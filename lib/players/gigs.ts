import "server-only";
import { queueAlertRows } from "@/lib/alerts/queue";
import { ApiError } from "@/lib/common/api-error";
import { isPlayerRole, type PlayerRole } from "@/lib/common/players";
import { addDays, lagosDate } from "@/lib/dates/lagos-days";
import { lagosDayStart } from "@/lib/common/payment-terms";
import { db, type Tx } from "@/lib/db";
import { enqueue } from "@/lib/outbox/enqueue";
import { readSiteSettings } from "@/lib/settings/store";
import { displayPhone } from "@/lib/validation/phone-number";
import { gigDeclinedTemplateName, gigInviteTemplateName, gigReminderTemplateName, templateLanguage, whatsappConfigured } from "@/lib/whatsapp-cloud/client";
import { gigTokenSchema } from "@/lib/validation/players";
import { checkDoubleBooking } from "./lineup";
import { gigLinkOf, gigPath, gigTokenHash, newGigToken } from "./gig-links";
import { declinedParameters, declinedPush, gigInviteHref, gigParameters, type GigMessageEvent } from "./gig-messages";

// Inviting a lineup and the players' answers (issue 63). Each invitation goes through the outbox in
// the transaction that marks its slot invited, so it is sent exactly once per slot; the player
// answers on their own page (/gig/<token>) until 48 hours before the call time.

const HOUR_MS = 3_600_000;
/** Answers can be changed until this long before the call time. */
const ANSWER_CLOSES_MS = 48 * HOUR_MS;

/** When the night starts for the players: the call time on the event's Lagos date. */
export const callInstant = (eventDate: string, callTime: string) => new Date(`${eventDate}T${callTime}:00+01:00`);
/** A player's link works until the end of the day after the event (Lagos time). */
const linkExpiry = (eventDate: string) => lagosDayStart(addDays(eventDate, 2));

type InvitationLink = { slotId: number; name: string; link: string; whatsappUrl: string };
/** A player's WhatsApp template (the invitation or the reminder: the same four parameters), queued in the caller's transaction. */
async function queuePlayerTemplate(tx: Tx, kind: "gig-invite" | "gig-reminder", template: string, player: { name: string; phone: string }, event: GigMessageEvent, link: string) {
  const payload = { template, language: templateLanguage(), parameters: gigParameters(player.name, event, link) };
  const what = kind === "gig-invite" ? "Gig invitation" : "Gig reminder";
  await enqueue(tx, {
    kind,
    channel: "whatsapp",
    to: player.phone,
    subject: `${what} to ${player.name} (${displayPhone(player.phone)})`,
    text: payload.parameters.join(" · "),
    payload: JSON.stringify(payload),
    contactId: event.contactId,
  });
}

export type InviteResult = { invited: number; viaWhatsapp: boolean; links: InvitationLink[] };

/**
 * Invites every slot that was not invited yet: a link for each, and (with WhatsApp set up) the
 * gig_invite template through the outbox. Answers every invited slot's link, for the band to send
 * from its own phone when WhatsApp is not set up.
 */
export async function inviteLineup(contactId: number, origin: string): Promise<InviteResult> {
  const lineup = await db.lineup.findUnique({ where: { contactId }, include: { contact: true } });
  if (!lineup || !lineup.contact.eventDate) throw new ApiError(409, "conflict", "Save the lineup first");
  if (lineup.contact.status === "closed") throw new ApiError(409, "conflict", "This enquiry is closed");
  const event: GigMessageEvent = { contactId, eventDate: lineup.contact.eventDate, venue: lineup.contact.venue, callTime: lineup.callTime };
  const viaWhatsapp = whatsappConfigured();
  const drafts = await db.lineupSlot.findMany({ where: { contactId, status: "draft" }, include: { player: true } });
  let invited = 0;
  for (const slot of drafts) {
    const { token, tokenHash, sealedToken } = newGigToken();
    const link = `${origin}${gigPath(token)}`;
    const claimed = await db.$transaction(async (tx) => {
      const claim = await tx.lineupSlot.updateMany({ where: { id: slot.id, status: "draft" }, data: { status: "invited", invitedAt: new Date(), tokenHash, sealedToken } });
      if (claim.count === 0) return false;
      if (viaWhatsapp) await queuePlayerTemplate(tx, "gig-invite", gigInviteTemplateName(), slot.player, event, link);
      return true;
    });
    if (claimed) invited += 1;
  }
  const open = await db.lineupSlot.findMany({ where: { contactId, status: "invited", sealedToken: { not: null } }, include: { player: true }, orderBy: { position: "asc" } });
  const links = open.map((slot) => {
    const link = gigLinkOf(slot.sealedToken!, origin);
    return { slotId: slot.id, name: slot.player.name, link, whatsappUrl: gigInviteHref(slot.player, event, link) };
  });
  return { invited, viaWhatsapp, links };
}

/** The slot a player's link names, with its event; null for an unknown or expired link. */
export async function slotByGigToken(token: string, now = new Date()) {
  if (!gigTokenSchema.safeParse(token).success) return null;
  const slot = await db.lineupSlot.findUnique({
    where: { tokenHash: gigTokenHash(token) },
    include: { player: true, contact: { include: { lineup: true, quotes: { orderBy: { id: "desc" }, take: 1 } } } },
  });
  if (!slot || !slot.contact.eventDate || !slot.contact.lineup || slot.contact.quarantinedAt) return null;
  if (now >= linkExpiry(slot.contact.eventDate)) return null;
  return slot;
}
export type GigSlot = NonNullable<Awaited<ReturnType<typeof slotByGigToken>>>;

/** Whether the event was called off: the enquiry closed, or its booking cancelled. */
export const gigCancelled = (slot: GigSlot) => slot.contact.status === "closed" || slot.contact.quotes[0]?.status === "cancelled";

/** Until when the player can answer or change their answer. */
export const answerClosesAt = (slot: GigSlot) => new Date(callInstant(slot.contact.eventDate, slot.contact.lineup!.callTime).getTime() - ANSWER_CLOSES_MS);

/** A player's yes or no. A no alerts the band (push and WhatsApp) and reopens the slot. */
export async function replyToGig(token: string, answer: "yes" | "no", note: string | undefined, origin: string, now = new Date()): Promise<{ status: "confirmed" | "declined" }> {
  const slot = await slotByGigToken(token, now);
  if (!slot) throw new ApiError(404, "not_found", "This link is not valid or has expired");
  if (gigCancelled(slot)) throw new ApiError(410, "gone", "This event was cancelled");
  if (now >= answerClosesAt(slot)) throw new ApiError(409, "conflict", "Answers close 48 hours before the call time: call the band leader instead");
  const status = answer === "yes" ? "confirmed" : "declined";
  const event: GigMessageEvent = { contactId: slot.contactId, eventDate: slot.contact.eventDate, venue: slot.contact.venue, callTime: slot.contact.lineup!.callTime };
  const alertPhones = status === "declined" && slot.status !== "declined" ? (await readSiteSettings()).alertPhones : null;
  await db.$transaction(async (tx) => {
    // The other event is not named to the player: its client is none of their business.
    if (status === "confirmed")
      await checkDoubleBooking(tx, slot.contactId, slot.contact.eventDate, [slot.player], () => "You are already confirmed for another event that day: call the band leader");
    const changed = await tx.lineupSlot.updateMany({
      where: { id: slot.id, status: { in: ["invited", "confirmed", "declined"] } },
      data: { status, answeredAt: now, answerNote: note || null },
    });
    if (changed.count === 0) throw new ApiError(404, "not_found", "This link is not valid or has expired");
    if (alertPhones) await queueDeclinedAlerts(tx, slot.player.name, isPlayerRole(slot.role) ? slot.role : "lead-vocals", event, alertPhones, origin);
  });
  return { status };
}

async function queueDeclinedAlerts(tx: Tx, playerName: string, role: PlayerRole, event: GigMessageEvent, alertPhones: string[], origin: string) {
  const payload = { template: gigDeclinedTemplateName(), language: templateLanguage(), parameters: declinedParameters(playerName, role, event, origin) };
  await queueAlertRows(tx, event.contactId, "gig-declined", { numbers: alertPhones, payload }, declinedPush(playerName, role, event));
}

/**
 * Two days before an event, each confirmed player gets gig_reminder once (claimed by setting
 * remindedAt where it is empty). Run every minute with the outbox; nothing is queued while
 * WhatsApp is not set up, as for the band's alerts.
 */
export async function queueGigReminders(origin: string, now = new Date()): Promise<number> {
  if (!whatsappConfigured()) return 0;
  const today = lagosDate(now);
  const due = await db.lineupSlot.findMany({
    where: { status: "confirmed", remindedAt: null, sealedToken: { not: null }, contact: { eventDate: { gt: today, lte: addDays(today, 2) }, status: { not: "closed" } } },
    include: { player: true, contact: { include: { lineup: true } } },
    take: 200,
  });
  let queued = 0;
  for (const slot of due) {
    if (!slot.contact.lineup) continue;
    const event: GigMessageEvent = { contactId: slot.contactId, eventDate: slot.contact.eventDate, venue: slot.contact.venue, callTime: slot.contact.lineup.callTime };
    const link = gigLinkOf(slot.sealedToken!, origin);
    const claimed = await db.$transaction(async (tx) => {
      const claim = await tx.lineupSlot.updateMany({ where: { id: slot.id, remindedAt: null, status: "confirmed" }, data: { remindedAt: now } });
      if (claim.count === 0) return false;
      await queuePlayerTemplate(tx, "gig-reminder", gigReminderTemplateName(), slot.player, event, link);
      return true;
    });
    if (claimed) queued += 1;
  }
  return queued;
}

/** Events within 7 days whose lineup still has slots nobody answered: the Overview's warning. */
export async function unansweredSoon(now = new Date()): Promise<{ contactId: number; name: string; eventDate: string; unanswered: number }[]> {
  const today = lagosDate(now);
  const slots = await db.lineupSlot.findMany({
    where: { status: { in: ["draft", "invited"] }, contact: { eventDate: { gte: today, lte: addDays(today, 7) }, status: { not: "closed" }, quarantinedAt: null } },
    select: { contactId: true, contact: { select: { name: true, eventDate: true } } },
  });
  const events = new Map<number, { contactId: number; name: string; eventDate: string; unanswered: number }>();
  for (const slot of slots) {
    const entry = events.get(slot.contactId) ?? { contactId: slot.contactId, name: slot.contact.name, eventDate: slot.contact.eventDate, unanswered: 0 };
    entry.unanswered += 1;
    events.set(slot.contactId, entry);
  }
  return [...events.values()].sort((a, b) => a.eventDate.localeCompare(b.eventDate));
}
