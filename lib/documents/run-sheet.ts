import "server-only";
import { planMomentLabels, planMoments, planMomentWords, type EventPlan } from "@/lib/validation/event-plan";
import { foldText } from "@/lib/common/fold-text";
import { playerRoleLabels, isPlayerRole, slotStatusLabels, type SlotStatus } from "@/lib/common/players";
import { db } from "@/lib/db";
import { formatNaira } from "@/lib/payments/naira";
import { paidOn } from "@/lib/payments/quotes";
import { day } from "./payment-lines";
import { displayPhone } from "@/lib/validation/phone-number";
import { type DocumentBooking, eventLine, letterhead, songLine, venueLine } from "./booking";
import { renderPdf } from "./pdf";

// The band's run sheet for the night (issue 47): what the band takes to the venue, from the
// client's plan and the enquiry. One or two pages for a usual plan.

const powerWords = { "": "", generator: "Generator", mains: "Mains", both: "Generator and mains" } as const;

/** The event's lineup as the run sheet prints it (lib/players): no fees. */
export type RunSheetLineup = {
  callTime: string;
  soundCheckTime: string | null;
  dressCode: string | null;
  slots: { role: string; name: string; phone: string; status: string }[];
} | null;

/** Whether the band will be paid in full before it plays (issue 64): what the run sheet's holder must know at the venue. */
function balanceState(booking: DocumentBooking): string {
  if (booking.status === "paid") return "Paid in full";
  const owed = booking.total - paidOn(booking, "deposit") - paidOn(booking, "balance");
  return `${formatNaira(owed)} still owed${booking.balanceDueAt ? `, due by ${day(booking.balanceDueAt)}` : ""}`;
}

export async function runSheetLineup(contactId: number): Promise<RunSheetLineup> {
  const lineup = await db.lineup.findUnique({ where: { contactId } });
  if (!lineup) return null;
  const slots = await db.lineupSlot.findMany({ where: { contactId }, orderBy: [{ position: "asc" }, { id: "asc" }], include: { player: { select: { name: true, phone: true } } } });
  return {
    callTime: lineup.callTime,
    soundCheckTime: lineup.soundCheckTime,
    dressCode: lineup.dressCode,
    slots: slots.map((slot) => ({ role: slot.role, status: slot.status, ...slot.player })),
  };
}

/** The timeline with each chosen moment's song placed on the entry that names the moment ("20:15 First dance: Song · Artist"). */
function timelineWithMoments(plan: EventPlan, song: (id: number) => string): [string, string][] {
  return plan.timeline.map((entry) => {
    const label = foldText(entry.label);
    const moment = planMoments.find((one) => typeof plan.moments[one] === "number" && planMomentWords[one].some((word) => label.includes(word)));
    return [entry.time, moment ? `${entry.label}: ${song(plan.moments[moment]!)}` : entry.label];
  });
}

export function runSheetPdf(booking: DocumentBooking, lineup: RunSheetLineup): Promise<Buffer> {
  const { contact, plan } = booking;
  const song = (id: number) => songLine(booking.songs.get(id));
  const facts: [string, string][] = [
    ["Event", eventLine(contact)],
    ...(plan.celebrants ? [["Celebrating", plan.celebrants] as [string, string]] : []),
    ["Client", `${contact.name}, ${contact.phone}`],
    ["Quote", `#${booking.id}`],
    ["Balance", balanceState(booking)],
  ];
  if (lineup)
    facts.push(
      ["Call time", `${lineup.callTime}${lineup.soundCheckTime ? `, sound check ${lineup.soundCheckTime}` : ""} (Lagos time)`],
      ...(lineup.dressCode ? [["Dress code", lineup.dressCode] as [string, string]] : []),
    );
  return renderPdf(letterhead(booking.settings), { title: "Run sheet", facts }, (page) => {
    page.section("Lineup");
    const playing = lineup?.slots.filter((slot) => slot.status !== "declined") ?? [];
    if (playing.length)
      page.rows(
        playing.map((slot) => [
          isPlayerRole(slot.role) ? playerRoleLabels[slot.role] : slot.role,
          `${slot.name}, ${displayPhone(slot.phone)}${slot.status === "confirmed" ? "" : ` (${slotStatusLabels[slot.status as SlotStatus] ?? slot.status})`}`,
        ]),
      );
    else page.paragraph("No lineup yet: choose the players on the enquiry.", { muted: true });

    page.section("Timeline (Lagos time)");
    if (plan.timeline.length) page.rows(timelineWithMoments(plan, song), { labelWidth: 60 });
    else page.paragraph("No timeline yet: agree the times with the client.", { muted: true });

    page.section("Venue");
    const { venue } = plan;
    page.rows([
      ["Venue", venueLine(booking)],
      ["Contact on the day", [venue.contactName, venue.contactPhone].filter(Boolean).join(", ")],
      ["Load-in", venue.loadIn ?? ""],
      ["Power", powerWords[venue.power ?? ""]],
      ["Parking", venue.parking ?? ""],
      ...(contact.guestCount ? [["Guests", String(contact.guestCount)] as [string, string]] : []),
    ]);

    page.section("Special moments");
    const moments = planMoments.filter((moment) => typeof plan.moments[moment] === "number");
    if (moments.length) page.rows(moments.map((moment) => [planMomentLabels[moment], song(plan.moments[moment]!)]));
    else page.paragraph("None chosen.", { muted: true });

    page.section(`Must play (${plan.songs.mustPlay.length})`);
    page.list(plan.songs.mustPlay.map(song), { numbered: true });
    page.section("Do not play");
    page.list(plan.songs.doNotPlay.map(song));
    page.section("Requests");
    page.list(plan.requests);

    const notes = [contact.message && `From the enquiry: ${contact.message}`, booking.note && `With the quote: ${booking.note}`].filter((note): note is string => Boolean(note));
    if (notes.length) {
      page.section("Notes");
      for (const note of notes) page.paragraph(note);
    }
  });
}
