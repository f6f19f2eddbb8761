// The players' words (issue 63), shared by the panel, the server and the gig page.

/** What a player can do on the night, exactly as the API names it. */
export const playerRoles = ["lead-vocals", "backing-vocals", "keys", "guitar", "bass", "drums", "percussion", "saxophone", "trumpet", "dj", "mc", "sound", "lights"] as const;
export type PlayerRole = (typeof playerRoles)[number];

export const playerRoleLabels: Record<PlayerRole, string> = {
  "lead-vocals": "Lead vocals",
  "backing-vocals": "Backing vocals",
  keys: "Keys",
  guitar: "Guitar",
  bass: "Bass",
  drums: "Drums",
  percussion: "Percussion",
  saxophone: "Saxophone",
  trumpet: "Trumpet",
  dj: "DJ",
  mc: "MC",
  sound: "Sound engineer",
  lights: "Lights",
};

export const isPlayerRole = (value: unknown): value is PlayerRole => typeof value === "string" && (playerRoles as readonly string[]).includes(value);

/** A slot's answer: draft (not invited yet) → invited → confirmed | declined. */
export type SlotStatus = "draft" | "invited" | "confirmed" | "declined";

export const slotStatusLabels: Record<SlotStatus, string> = {
  draft: "Not invited yet",
  invited: "Invited, no answer yet",
  confirmed: "Confirmed",
  declined: "Declined",
};

/** The highest fee, payout or expense taken: ₦100,000,000. */
export const MAX_PLAYER_MONEY = 100_000_000;

/** "5 of 6 confirmed", for the band's calendar feed; null without a lineup. */
export function lineupState(slots: { status: string }[]): string | null {
  const counted = slots.filter((slot) => slot.status !== "declined");
  if (!counted.length) return null;
  return `${counted.filter((slot) => slot.status === "confirmed").length} of ${counted.length} confirmed`;
}
