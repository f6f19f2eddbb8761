"use client";

import { useEffect, useRef, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { HttpError, postJson } from "@/lib/browser/fetch";
import { PlanMoments } from "@/components/booking/plan-moments";
import { PlanSongs } from "@/components/booking/plan-songs";
import { PLAN_LIMITS, type EventPlan } from "@/lib/validation/event-plan";
import type { PlanSong } from "@/lib/validation/repertoire";
import { ClockTimeInput } from "@/components/ui/clock-time-input";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";

/** `named`: the songs the saved plan names; the rest of the repertoire is searched. */
type Props = { endpoint: string; named: PlanSong[]; initial: EventPlan; editable: boolean; lockedNote?: ReactNode };

const SAVE_DELAY_MS = 800;

/** Rows still being filled in (a time without its label, an empty request) wait until they are whole. */
const wholeRows = (plan: EventPlan): EventPlan => ({
  ...plan,
  requests: plan.requests.filter((request) => request.trim()),
  timeline: plan.timeline.filter((entry) => /^\d{2}:\d{2}$/.test(entry.time) && entry.label.trim()),
});

/** The plan for the night: songs, moments, requests, timeline and venue, saved as it is edited (the client's page and the panel). */
export function EventPlanEditor({ endpoint, named, initial, editable, lockedNote }: Props) {
  const [plan, setPlan] = useState(initial);
  const [songs, setSongs] = useState(() => new Map(named.map((song) => [song.id, song])));
  const remember = (song: PlanSong) => setSongs((known) => new Map(known).set(song.id, song));
  const nameOf = (id: number) => {
    const song = songs.get(id);
    return song ? `${song.title} · ${song.artist}` : "A song no longer in the repertoire";
  };
  const [state, setState] = useState<"unchanged" | "saved" | "saving" | "error">("unchanged");
  const [problem, setProblem] = useState("");
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // The edit still waiting for its save: sent as the page is left, so the last change is not lost (issue 64).
  const pending = useRef<EventPlan | null>(null);
  useEffect(() => {
    const flush = () => {
      if (!pending.current) return;
      clearTimeout(timer.current);
      void postJson(endpoint, wholeRows(pending.current), "PUT", { keepalive: true }).catch(() => undefined);
      pending.current = null;
    };
    window.addEventListener("pagehide", flush);
    return () => {
      window.removeEventListener("pagehide", flush);
      clearTimeout(timer.current);
    };
  }, [endpoint]);

  function change(next: EventPlan) {
    setPlan(next);
    if (!editable) return;
    setState("saving");
    pending.current = next;
    clearTimeout(timer.current);
    timer.current = setTimeout(async () => {
      try {
        pending.current = null;
        await postJson(endpoint, wholeRows(next), "PUT");
        setState("saved");
        setProblem("");
      } catch (failure) {
        setState("error");
        setProblem(failure instanceof HttpError ? failure.message : "Not saved: check your connection.");
      }
    }, SAVE_DELAY_MS);
  }

  return (
    <div className="space-y-8">
      <p className="text-sm" aria-live="polite">
        {!editable ? (
          lockedNote
        ) : state === "saving" ? (
          "Saving…"
        ) : state === "error" ? (
          <span className="text-danger">{problem}</span>
        ) : state === "saved" ? (
          "Saved."
        ) : (
          "Everything is saved as you go."
        )}
      </p>
      <fieldset disabled={!editable} className="space-y-8">
        <section aria-labelledby="plan-celebrants">
          <h3 id="plan-celebrants" className="text-lg font-semibold">
            Whose celebration
          </h3>
          <label htmlFor="plan-celebrants-names" className="mt-2 block text-sm font-medium">
            Names as the MC and the band should say them
          </label>
          <Input
            id="plan-celebrants-names"
            maxLength={120}
            value={plan.celebrants}
            placeholder="Ada & Tunde, or Chief Obi at 70"
            onChange={(event) => change({ ...plan, celebrants: event.target.value })}
          />
        </section>
        <PlanSongs plan={plan} nameOf={nameOf} remember={remember} onChange={change} />

        <PlanMoments plan={plan} nameOf={nameOf} remember={remember} onChange={change} />

        <section aria-labelledby="plan-requests">
          <h3 id="plan-requests" className="text-lg font-semibold">
            Other requests ({plan.requests.length} of {PLAN_LIMITS.requests})
          </h3>
          {plan.requests.map((request, index) => (
            <div key={index} className="mt-2 flex gap-2">
              <label className="sr-only" htmlFor={`plan-request-${index}`}>
                Request {index + 1}
              </label>
              <Input
                id={`plan-request-${index}`}
                maxLength={200}
                value={request}
                onChange={(event) => change({ ...plan, requests: plan.requests.map((item, at) => (at === index ? event.target.value : item)) })}
              />
              <Button variant="ghost" className="min-h-11 px-3" onClick={() => change({ ...plan, requests: plan.requests.filter((_, at) => at !== index) })}>
                Remove<span className="sr-only"> request {index + 1}</span>
              </Button>
            </div>
          ))}
          {plan.requests.length < PLAN_LIMITS.requests && (
            <Button variant="outline" className="mt-2 min-h-11 px-3" onClick={() => setPlan({ ...plan, requests: [...plan.requests, ""] })}>
              Add a request
            </Button>
          )}
        </section>

        <section aria-labelledby="plan-timeline">
          <h3 id="plan-timeline" className="text-lg font-semibold">
            The night&apos;s timeline (Lagos time)
          </h3>
          {plan.timeline.map((entry, index) => (
            <div key={index} className="mt-2 grid grid-cols-[5.5rem_1fr] items-end gap-2 sm:grid-cols-[6rem_1fr_auto]">
              <div>
                <label htmlFor={`plan-time-${index}`} className="block text-sm font-medium">
                  Time
                </label>
                <ClockTimeInput
                  id={`plan-time-${index}`}
                  value={entry.time}
                  onTime={(time) => change({ ...plan, timeline: plan.timeline.map((item, at) => (at === index ? { ...item, time } : item)) })}
                />
              </div>
              <div>
                <label htmlFor={`plan-label-${index}`} className="block text-sm font-medium">
                  What happens
                </label>
                <Input
                  id={`plan-label-${index}`}
                  maxLength={120}
                  value={entry.label}
                  onChange={(event) => change({ ...plan, timeline: plan.timeline.map((item, at) => (at === index ? { ...item, label: event.target.value } : item)) })}
                />
              </div>
              <Button
                variant="ghost"
                className="col-span-2 min-h-11 justify-self-start px-3 sm:col-span-1"
                onClick={() => change({ ...plan, timeline: plan.timeline.filter((_, at) => at !== index) })}
              >
                Remove<span className="sr-only"> {entry.label || `entry ${index + 1}`}</span>
              </Button>
            </div>
          ))}
          {plan.timeline.length < PLAN_LIMITS.timeline && (
            <Button variant="outline" className="mt-2 min-h-11 px-3" onClick={() => setPlan({ ...plan, timeline: [...plan.timeline, { time: "", label: "" }] })}>
              Add a time
            </Button>
          )}
        </section>

        <section aria-labelledby="plan-venue">
          <h3 id="plan-venue" className="text-lg font-semibold">
            Venue and the day
          </h3>
          <div className="mt-2 grid gap-3 sm:grid-cols-2">
            {(
              [
                ["hall", "Hall"],
                ["address", "Address"],
                ["loadIn", "Load-in access (gate, lift, stairs)"],
                ["parking", "Parking"],
                ["contactName", "Contact on the day"],
                ["contactPhone", "Their phone"],
              ] as const
            ).map(([field, label]) => (
              <div key={field}>
                <label htmlFor={`plan-venue-${field}`} className="block text-sm font-medium">
                  {label}
                </label>
                <Input
                  id={`plan-venue-${field}`}
                  type={field === "contactPhone" ? "tel" : "text"}
                  value={plan.venue[field] ?? ""}
                  onChange={(event) => change({ ...plan, venue: { ...plan.venue, [field]: event.target.value } })}
                />
              </div>
            ))}
            <div>
              <label htmlFor="plan-venue-power" className="block text-sm font-medium">
                Power
              </label>
              <Select
                id="plan-venue-power"
                value={plan.venue.power ?? ""}
                onChange={(event) => change({ ...plan, venue: { ...plan.venue, power: event.target.value as EventPlan["venue"]["power"] } })}
              >
                <option value="">Not known yet</option>
                <option value="generator">Generator</option>
                <option value="mains">Mains</option>
                <option value="both">Both</option>
              </Select>
            </div>
          </div>
        </section>
      </fieldset>
    </div>
  );
}
