import "server-only";
import { z } from "zod";
import { rowIdNumber } from "./row-id";
import "./jitless";
import { MAX_PLAYER_MONEY, playerRoles } from "@/lib/common/players";
import { pastLagosDate } from "./payments";
import { phoneNumber } from "./site-settings";

// The players' and lineups' payloads (issue 63), checked the same way in the browser and on the server.

const naira = (name: string) =>
  z
    .number({ error: `${name} must be whole Naira` })
    .int(`${name} must be whole Naira`)
    .min(0, `${name} must not be negative`)
    .max(MAX_PLAYER_MONEY, `${name} must be at most ₦${MAX_PLAYER_MONEY.toLocaleString("en-NG")}`);

const playerRoleSchema = z.enum(playerRoles, { error: `Role must be one of: ${playerRoles.join(", ")}` });

const playerFields = {
  name: z.string({ error: "Name is required" }).trim().min(1, "Name is required").max(80, "Name must be at most 80 characters"),
  phone: phoneNumber,
  roles: z
    .array(playerRoleSchema, { error: "Choose the roles the player plays" })
    .min(1, "Choose at least one role")
    .max(playerRoles.length, "Each role only once")
    .refine((list) => new Set(list).size === list.length, "Each role only once"),
  fee: naira("The usual fee"),
  notes: z.string({ error: "Notes must be text" }).trim().max(500, "Notes must be at most 500 characters").optional(),
};

/** POST /api/admin/players. */
export const playerCreateSchema = z.object(playerFields).strict();
export type PlayerInput = z.infer<typeof playerCreateSchema>;

/** PATCH /api/admin/players/{id}: any of the fields, and `retired` to retire or bring back. */
export const playerUpdateSchema = z
  .object({ ...playerFields, retired: z.boolean({ error: "retired must be true or false" }) })
  .partial()
  .strict()
  .refine((change) => Object.keys(change).length > 0, "Nothing to change");
export type PlayerUpdate = z.infer<typeof playerUpdateSchema>;

const callTime = z.string({ error: "Call time must be a 24-hour time, e.g. 16:00" }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Call time must be a 24-hour time, e.g. 16:00");

/**
 * PUT /api/admin/contacts/{id}/lineup. A slot's fee may be left out (the music role does not see
 * fees): the player's usual fee, or the fee the slot already had.
 */
export const lineupSchema = z
  .object({
    callTime,
    /** When the band sound-checks: a time, or "" for none. */
    soundCheckTime: z.union([z.literal(""), callTime.pipe(z.string())], { error: "Sound check must be a 24-hour time, e.g. 16:30, or empty" }).optional(),
    dressCode: z.string({ error: "Dress code must be text" }).trim().max(200, "Dress code must be at most 200 characters").optional(),
    slots: z
      .array(
        z
          .object({
            role: playerRoleSchema,
            playerId: rowIdNumber("playerId must be a player's id"),
            fee: naira("The fee").optional(),
          })
          .strict(),
        { error: "slots must be a list of { role, playerId, fee }" },
      )
      .max(40, "At most 40 slots"),
  })
  .strict();
export type LineupInput = z.infer<typeof lineupSchema>;

/** POST /api/admin/contacts/{id}/lineup/payouts. */
export const payoutSchema = z
  .object({
    playerId: rowIdNumber("playerId must be a player's id"),
    amount: naira("The amount").min(1, "The amount must be at least ₦1"),
    paidOn: pastLagosDate("The date paid"),
  })
  .strict();

/** POST /api/admin/contacts/{id}/expenses. */
export const expenseSchema = z
  .object({
    label: z.string({ error: "Say what the cost was for" }).trim().min(1, "Say what the cost was for").max(80, "What the cost was for must be at most 80 characters"),
    amount: naira("The amount").min(1, "The amount must be at least ₦1"),
  })
  .strict();

/** POST /api/gig/{token}/reply. */
export const gigReplySchema = z
  .object({
    answer: z.enum(["yes", "no"], { error: "answer must be yes or no" }),
    note: z.string({ error: "The note must be text" }).trim().max(500, "The note must be at most 500 characters").optional(),
  })
  .strict();

/** A gig link's token: 256 random bits in base64url. */
export const gigTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);
