"use client";

import { useEffect, useState } from "react";
import { useWatch, type Control, type FieldValues } from "react-hook-form";
import { dayStateMessages, type DayState } from "@/fixed/availability";
import { useBandWhatsappHref } from "@/components/site/band-whatsapp-context";
import { isIsoDate, lagosDate } from "@/lib/dates/lagos-days";
import { fetchDayStates } from "@/lib/browser/availability-states";

const stateClass: Record<DayState, string> = {
  free: "text-accent",
  limited: "text-primary",
  booked: "text-danger",
};
const stateMark: Record<DayState, string> = { free: "✓", limited: "◐", booked: "✕" };

type Props = { control: Control<FieldValues>; name: string; id: string };

/**
 * Beside an enquiry form's date field: the chosen day's state, looked up when the date changes.
 * Only ever informs; the form sends whatever the state.
 */
export function DateAvailability({ control, name, id }: Props) {
  const value = useWatch({ control, name }) as unknown;
  const date = typeof value === "string" && isIsoDate(value) && value >= lagosDate() ? value : null;
  const [answer, setAnswer] = useState<{ date: string; state: DayState } | null>(null);

  useEffect(() => {
    if (!date) return;
    const controller = new AbortController();
    fetchDayStates(date, date, controller.signal).then(
      (states) => {
        const state = states.get(date);
        if (state) setAnswer({ date, state });
      },
      () => {
        // Unknown availability says nothing: the enquiry itself is how the band confirms.
      },
    );
    return () => controller.abort();
  }, [date]);

  const state = answer && answer.date === date ? answer.state : null;
  return (
    <p id={id} aria-live="polite" className={`mt-1 min-h-5 text-sm font-medium ${state ? stateClass[state] : ""}`}>
      {state && (
        <>
          <span aria-hidden="true">{stateMark[state]} </span>
          {state === "booked" ? <BookedMessage /> : dayStateMessages[state]}
        </>
      )}
    </p>
  );
}

/** The booked message, with its "WhatsApp us" as a link to the band's WhatsApp. */
function BookedMessage() {
  const whatsapp = useBandWhatsappHref();
  const [before, after] = dayStateMessages.booked.split("WhatsApp us");
  return (
    <>
      {before}
      {whatsapp ? (
        <a href={whatsapp} target="_blank" rel="noopener noreferrer" className="underline underline-offset-2">
          WhatsApp us
        </a>
      ) : (
        "WhatsApp us"
      )}
      {after}
    </>
  );
}
