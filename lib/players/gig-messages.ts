import "server-only";
// What the players' WhatsApp templates and the band's alerts say (issue 63). Pure functions.
import { playerRoleLabels, type PlayerRole } from "@/lib/common/players";
import { readableDate } from "@/lib/dates/readable";
import type { PushPayload } from "@/lib/alerts/web-push";
import { whatsappHref } from "@/lib/settings/band-contact";

export type GigMessageEvent = { contactId: number; eventDate: string; venue: string | null; callTime: string };

/** The first word of a name: the only part of anyone's name a player's message or page carries. */
export const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? "";

/** The area, never the full address: the enquiry's venue words as the client gave them, at most 60 characters. */
export const areaOf = (venue: string | null) => (venue?.trim() ? venue.trim().slice(0, 60) : "Lagos");

/** WHATSAPP_GIG_TEMPLATE's and WHATSAPP_GIG_REMINDER_TEMPLATE's four parameters: first name, date in words, call time and area, the player's link. */
export function gigParameters(playerName: string, event: GigMessageEvent, link: string): string[] {
  return [firstName(playerName), readableDate(event.eventDate), `${event.callTime}, ${areaOf(event.venue)}`, link];
}

/** The invitation a band member sends from their own phone when WhatsApp is not set up: a wa.me link to the player with the text. */
export const gigInviteHref = (player: { name: string; phone: string }, event: GigMessageEvent, link: string) =>
  whatsappHref(
    player.phone,
    `Hello ${firstName(player.name)}, can you play with us on ${readableDate(event.eventDate)}? Call time ${event.callTime}, ${areaOf(event.venue)}. Answer here: ${link}`,
  );

const enquiryPanelPath = (id: number) => `/admin/enquiries?enquiry=${id}`;

/** WHATSAPP_GIG_DECLINED_TEMPLATE's four parameters: the player, the role, the date in words, the enquiry's link. */
export function declinedParameters(playerName: string, role: PlayerRole, event: GigMessageEvent, origin: string): string[] {
  return [playerName, playerRoleLabels[role], readableDate(event.eventDate), `${origin}${enquiryPanelPath(event.contactId)}`];
}

export function declinedPush(playerName: string, role: PlayerRole, event: GigMessageEvent): PushPayload {
  return {
    title: `${playerName} cannot play`.slice(0, 120),
    body: `${playerRoleLabels[role]} · ${readableDate(event.eventDate)} · choose someone else`,
    url: enquiryPanelPath(event.contactId),
    tag: `lineup-${event.contactId}`,
  };
}
