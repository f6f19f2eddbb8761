import "server-only";
import ical, { ICalEventStatus } from "ical-generator";
import { eventTypeLabel } from "@/fixed/enquiries";
import { site } from "@/fixed/site";
import { isPlayerRole, playerRoleLabels, type SlotStatus } from "@/lib/common/players";
import { readableDate } from "@/lib/dates/readable";
import { documentBooking, songLine, venueLine } from "@/lib/documents/booking";
import { readSiteSettings } from "@/lib/settings/store";
import { emptyPlan } from "@/lib/validation/event-plan";
import { displayPhone } from "@/lib/validation/phone-number";
import { areaOf, firstName } from "./gig-messages";
import { answerClosesAt, callInstant, gigCancelled, type GigSlot } from "./gigs";
import { siteOrigin } from "@/lib/site-origin";

// What a player sees of a gig (issue 63): what they need on the night and nothing else. Never the
// client's full name, phone, email, the quote, payments or anyone's fee.

export type GigView = {
  playerFirstName: string;
  role: string;
  event: string;
  clientFirstName: string;
  date: string;
  eventDate: string;
  callTime: string;
  venue: string;
  area: string;
  dressCode: string | null;
  timeline: { time: string; label: string }[];
  mustPlay: string[];
  firstDance: string | null;
  doNotPlay: string[];
  bandLeaderPhone: string | null;
  status: SlotStatus;
  answerNote: string | null;
  answerOpen: boolean;
  answerClosesAt: string;
  cancelled: boolean;
};

export async function gigView(slot: GigSlot, now = new Date()): Promise<GigView> {
  const [booking, settings] = await Promise.all([documentBooking({ contactId: slot.contactId }), readSiteSettings()]);
  const plan = booking?.plan ?? emptyPlan;
  const song = (id: number) => songLine(booking?.songs.get(id));
  const lineup = slot.contact.lineup!;
  const closes = answerClosesAt(slot);
  const leader = settings.alertPhones[0] ?? settings.phones[0]?.number ?? null;
  return {
    playerFirstName: firstName(slot.player.name),
    role: isPlayerRole(slot.role) ? playerRoleLabels[slot.role] : slot.role,
    event: eventTypeLabel(slot.contact.eventType) || "Event",
    clientFirstName: firstName(slot.contact.name),
    date: readableDate(slot.contact.eventDate),
    eventDate: slot.contact.eventDate,
    callTime: lineup.callTime,
    venue: booking ? venueLine(booking) : (slot.contact.venue ?? ""),
    area: areaOf(slot.contact.venue),
    dressCode: lineup.dressCode,
    timeline: plan.timeline,
    mustPlay: plan.songs.mustPlay.map(song),
    firstDance: typeof plan.moments.firstDance === "number" ? song(plan.moments.firstDance) : null,
    doNotPlay: plan.songs.doNotPlay.map(song),
    bandLeaderPhone: leader ? displayPhone(leader) : null,
    status: slot.status as SlotStatus,
    answerNote: slot.answerNote,
    answerOpen: now < closes,
    answerClosesAt: closes.toISOString(),
    cancelled: gigCancelled(slot),
  };
}

/** The gig for the player's calendar (RFC 5545): from the call time, four hours, at the venue. */
export function gigIcs(slot: GigSlot, view: GigView, link: string): string {
  const calendar = ical({ name: site.bandName, prodId: { company: site.shortName, product: "gig", language: "EN" } });
  const start = callInstant(view.eventDate, view.callTime);
  calendar.createEvent({
    id: `gig-${slot.id}@${new URL(siteOrigin()).hostname}`,
    start,
    end: new Date(start.getTime() + 4 * 3_600_000),
    status: view.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    summary: `${site.shortName}: ${view.event} (${view.role})`,
    location: view.venue || view.area,
    description: [
      `Call time ${view.callTime}`,
      view.dressCode && `Dress code: ${view.dressCode}`,
      ...view.timeline.map((entry) => `${entry.time} ${entry.label}`),
      view.bandLeaderPhone && `Band leader: ${view.bandLeaderPhone}`,
      `Your page: ${link}`,
    ]
      .filter(Boolean)
      .join("\n"),
    url: link,
  });
  return calendar.toString();
}
