// The client's plan for the night (issue 47): PUT /api/booking/{token}/plan and the panel's editor
// send any of its parts; each part replaces what was saved for it. Song ids are checked against
// the repertoire on the server.
import { z } from "zod";
import { rowIdNumber } from "./row-id";
import "./jitless";

export const PLAN_LIMITS = { mustPlay: 25, doNotPlay: 50, requests: 10, timeline: 20 } as const;
export const planMoments = ["entrance", "firstDance", "cake", "sendforth"] as const;
export type PlanMoment = (typeof planMoments)[number];
export const planMomentLabels: Record<PlanMoment, string> = { entrance: "Entrance", firstDance: "First dance", cake: "Cake cutting", sendforth: "Sendforth" };
const powerOptions = ["", "generator", "mains", "both"] as const;

const songId = rowIdNumber("must be a song of the repertoire");
const line = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .transform((value) => value.replace(/\s+/g, " ").trim())
    .pipe(z.string().max(max, `${label} takes at most ${max} characters`));

const distinct = (list: number[]) => new Set(list).size === list.length;

/** Words a timeline entry uses for each moment ("Couple's entrance", "Send-forth"): the run sheet places the moment's song there. */
export const planMomentWords: Record<PlanMoment, string[]> = {
  entrance: ["entrance"],
  firstDance: ["first dance"],
  cake: ["cake"],
  sendforth: ["sendforth", "send forth", "send-forth"],
};

export const eventPlanSchema = z.strictObject({
  /** Whose night it is, as the MC says it ("Ada & Tunde", "Chief Obi at 70"): the run sheet's heading (issue 64). */
  celebrants: line("Whose celebration", 120).optional(),
  songs: z
    .strictObject({
      mustPlay: z.array(songId).max(PLAN_LIMITS.mustPlay, `At most ${PLAN_LIMITS.mustPlay} must-play songs`).refine(distinct, "Each song once").optional(),
      doNotPlay: z.array(songId).max(PLAN_LIMITS.doNotPlay, `At most ${PLAN_LIMITS.doNotPlay} songs not to play`).refine(distinct, "Each song once").optional(),
    })
    .optional(),
  moments: z
    .strictObject(Object.fromEntries(planMoments.map((moment) => [moment, songId.nullable().optional()])) as Record<PlanMoment, z.ZodOptional<z.ZodNullable<typeof songId>>>)
    .optional(),
  requests: z
    .array(line("A request", 200).pipe(z.string().min(1, "Write the request, or remove it")))
    .max(PLAN_LIMITS.requests, `At most ${PLAN_LIMITS.requests} requests`)
    .optional(),
  timeline: z
    .array(
      z.strictObject({
        time: z.string({ error: "Write the time as 16:00" }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Write the time as 16:00 (Lagos time)"),
        label: line("What happens", 120).pipe(z.string().min(1, "Say what happens then")),
      }),
    )
    .max(PLAN_LIMITS.timeline, `At most ${PLAN_LIMITS.timeline} timeline entries`)
    .optional(),
  venue: z
    .strictObject({
      hall: line("The hall", 120),
      address: line("The address", 300),
      loadIn: line("Load-in", 300),
      power: z.enum(powerOptions, { error: "Power must be generator, mains or both" }),
      parking: line("Parking", 300),
      contactName: line("The contact's name", 120),
      contactPhone: line("The contact's phone", 32),
    })
    .partial()
    .optional(),
});

export type EventPlanInput = z.infer<typeof eventPlanSchema>;

/** What is saved: every part present. */
export type EventPlan = {
  celebrants: string;
  songs: { mustPlay: number[]; doNotPlay: number[] };
  moments: Partial<Record<PlanMoment, number | null>>;
  requests: string[];
  timeline: { time: string; label: string }[];
  venue: { hall?: string; address?: string; loadIn?: string; power?: (typeof powerOptions)[number]; parking?: string; contactName?: string; contactPhone?: string };
};

export const emptyPlan: EventPlan = { celebrants: "", songs: { mustPlay: [], doNotPlay: [] }, moments: {}, requests: [], timeline: [], venue: {} };
