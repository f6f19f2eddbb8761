// The client logo payloads (spec sections 3 and 5), shared by the logo managers and the API.
import { z } from "zod";
import "./jitless";

const CLIENT_LOGO_SLOT_COUNT = 8;
export const MIN_LOGO_SIZE = 50;
export const MAX_LOGO_SIZE = 200;
export const MAX_LOGO_BYTES = 5 * 1024 * 1024;
export const MAX_LOGO_MB = MAX_LOGO_BYTES / 1024 / 1024;

/** Slots are numbered 1-8 in the API, the database and the managers alike. */
export const logoSlotSchema = z.coerce
  .number({ error: "slot must be a number from 1 to 8" })
  .int("slot must be a whole number from 1 to 8")
  .min(1, "slot must be from 1 to 8")
  .max(CLIENT_LOGO_SLOT_COUNT, "slot must be from 1 to 8");

export const logoSizeSchema = z.coerce
  .number({ error: `sizePercent must be a number from ${MIN_LOGO_SIZE} to ${MAX_LOGO_SIZE}` })
  .int("sizePercent must be a whole number")
  .min(MIN_LOGO_SIZE, `sizePercent must be at least ${MIN_LOGO_SIZE}`)
  .max(MAX_LOGO_SIZE, `sizePercent must be at most ${MAX_LOGO_SIZE}`);

/** The client's name beside its logo (the "Trusted by" grid, and the text shown when the logo fails). */
export const logoNameSchema = z
  .string({ error: "The client's name must be text" })
  .trim()
  .min(1, "Enter the client's name")
  .max(60, "The client's name must be at most 60 characters");

/** One slot as GET /api/client-logos answers it; imageUrl is always the image to show (uploaded or default). */
export type PublicClientLogo = { slot: number; name: string; imageUrl: string; sizePercent: number };

/** What the logo managers also need: whether the slot shows an uploaded image, and whether it is hidden. */
export type ManagedClientLogo = PublicClientLogo & { custom: boolean; hidden: boolean };

/** PUT /api/client-logos/order: every slot number once, in the order the Trusted by strip shows them. */
export const logoOrderSchema = z
  .object({
    slots: z
      .array(z.number({ error: "slots must be slot numbers" }).int("slots must be slot numbers"), { error: "slots must be a list of the slot numbers" })
      .refine(
        (slots) => slots.length === CLIENT_LOGO_SLOT_COUNT && new Set(slots).size === CLIENT_LOGO_SLOT_COUNT && slots.every((slot) => slot >= 1 && slot <= CLIENT_LOGO_SLOT_COUNT),
        "slots must name every slot from 1 to 8 once",
      ),
  })
  .strict();

/** PUT /api/client-logos/{slot} as JSON: a slot the band does not use is hidden (true) or shown again (false). */
export const logoVisibilitySchema = z.object({ hidden: z.boolean({ error: "hidden must be true or false" }) }).strict();
