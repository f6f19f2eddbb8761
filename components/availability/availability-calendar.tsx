"use client";

import { useEffect, useRef, useState, useSyncExternalStore, type KeyboardEvent } from "react";
import { availability, dayStateLabels, type DayState } from "@/fixed/availability";
import { lagosDate, monthEnd, monthStart } from "@/lib/dates/lagos-days";
import { fetchDayStates } from "@/lib/browser/availability-states";
import { readableDate, readableMonth } from "@/lib/dates/readable";
import { clampDate, monthWeeks, movedDate } from "./calendar-grid";

const noSubscription = () => () => {};
const weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

const stateStyle: Record<DayState, string> = {
  free: "border-accent text-card-foreground",
  limited: "border-primary border-dashed text-card-foreground",
  booked: "border-danger/60 text-muted-foreground line-through",
};
const stateMark: Record<DayState, string> = { free: "", limited: "◐", booked: "✕" };

type Props = { /** The id of the form's date input that a picked day fills. */ dateInputId: string };

/**
 * The /contact calendar: this month and the next two, each day's state from GET /api/availability.
 * A date grid (arrow keys, Home/End, Page Up/Down, one tab stop); picking a day fills the form's date.
 * The page stays prerendered: today and the states are known only in the browser.
 */
export function AvailabilityCalendar({ dateInputId }: Props) {
  const today = useSyncExternalStore(
    noSubscription,
    () => lagosDate(),
    () => null,
  );
  if (!today) {
    return (
      // Nothing claims to be loading: without JavaScript nothing will.
      <noscript>
        <p className="text-sm">The calendar needs JavaScript. Send us your date in the form and we will confirm availability.</p>
      </noscript>
    );
  }
  return <Calendar today={today} dateInputId={dateInputId} />;
}

function Calendar({ today, dateInputId }: Props & { today: string }) {
  const last = monthEnd(monthStart(today, availability.calendarMonths - 1));
  const [states, setStates] = useState<Map<string, DayState> | "error" | null>(null);
  const [focused, setFocused] = useState(today);
  const [picked, setPicked] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const moved = useRef(false);
  const grid = useRef<HTMLTableElement>(null);
  const month = monthStart(focused);

  useEffect(() => {
    const controller = new AbortController();
    fetchDayStates(today, last, controller.signal).then(setStates, () => !controller.signal.aborted && setStates("error"));
    return () => controller.abort();
  }, [today, last]);

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`[data-date="${focused}"]`)?.focus();
  }, [focused]);

  function focusDate(date: string) {
    moved.current = true;
    setFocused(clampDate(date, today, last));
  }

  function onKeyDown(event: KeyboardEvent<HTMLTableElement>) {
    const next = movedDate(focused, event.key);
    if (!next) return;
    event.preventDefault();
    focusDate(next);
  }

  function pick(date: string) {
    setPicked(date);
    setFocused(date);
    const input = document.getElementById(dateInputId);
    if (input instanceof HTMLInputElement) {
      // The native setter and an input event, so the form's own handling (React's) sees the change.
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(input, date);
      input.dispatchEvent(new Event("input", { bubbles: true }));
      input.dispatchEvent(new Event("change", { bubbles: true }));
    }
    const state = states instanceof Map ? states.get(date) : undefined;
    setAnnouncement(`Event date set to ${readableDate(date)}${state ? `: ${dayStateLabels[state]}` : ""}.`);
  }

  const headingId = `calendar-${month}`;
  const canGoBack = month > monthStart(today);
  const canGoOn = month < monthStart(last);
  return (
    <div>
      <div className="flex items-center justify-between gap-2">
        <button
          type="button"
          className="min-h-11 min-w-11 rounded-md border border-border px-3 text-sm disabled:opacity-40"
          disabled={!canGoBack}
          onClick={() => setFocused(clampDate(monthStart(month, -1), today, last))}
          aria-label="Previous month"
        >
          ‹
        </button>
        <h3 id={headingId} className="font-semibold" aria-live="polite">
          {readableMonth(month)}
        </h3>
        <button
          type="button"
          className="min-h-11 min-w-11 rounded-md border border-border px-3 text-sm disabled:opacity-40"
          disabled={!canGoOn}
          onClick={() => setFocused(clampDate(monthStart(month, 1), today, last))}
          aria-label="Next month"
        >
          ›
        </button>
      </div>
      <table ref={grid} role="grid" aria-labelledby={headingId} onKeyDown={onKeyDown} className="mt-3 w-full table-fixed border-separate border-spacing-1 text-center">
        <thead>
          <tr>
            {weekdays.map((weekday) => (
              <th key={weekday} scope="col" abbr={weekday} className="text-xs font-medium text-muted-foreground">
                {weekday.slice(0, 3)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week, index) => (
            <tr key={index}>
              {week.map((date, column) =>
                date ? (
                  <Day
                    key={date}
                    date={date}
                    state={states instanceof Map ? states.get(date) : undefined}
                    past={date < today || date > last}
                    focused={date === focused}
                    picked={date === picked}
                    onPick={pick}
                  />
                ) : (
                  <td key={`pad-${column}`} role="gridcell" />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2 min-h-5 text-sm" aria-live="polite">
        {states === "error" ? "Availability could not be loaded right now. Send us your date and we will confirm it." : states === null ? "Loading availability…" : announcement}
      </p>
      <Legend />
    </div>
  );
}

type DayProps = { date: string; state?: DayState; past: boolean; focused: boolean; picked: boolean; onPick: (date: string) => void };

function Day({ date, state, past, focused, picked, onPick }: DayProps) {
  const label = `${readableDate(date)}, ${past ? "unavailable" : state ? dayStateLabels[state] : "checking"}`;
  const look = picked ? "border-primary bg-primary text-primary-foreground" : past ? "border-transparent text-muted-foreground/70" : state ? stateStyle[state] : "border-border";
  return (
    <td role="gridcell" aria-selected={picked}>
      <button
        type="button"
        data-date={date}
        data-state={past ? "past" : state}
        tabIndex={focused ? 0 : -1}
        aria-label={label}
        aria-disabled={past || undefined}
        onClick={() => !past && onPick(date)}
        className={`relative flex h-11 w-full items-center justify-center rounded-md border-2 text-sm ${look} ${past ? "cursor-default" : ""}`}
      >
        {Number(date.slice(8))}
        {!past && state && stateMark[state] && (
          <span aria-hidden="true" className="absolute top-0 right-0.5 text-[0.6rem] leading-none no-underline">
            {stateMark[state]}
          </span>
        )}
      </button>
    </td>
  );
}

function Legend() {
  const items: DayState[] = ["free", "limited", "booked"];
  return (
    <ul aria-label="Calendar legend" className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm">
      {items.map((state) => (
        <li key={state} className="flex items-center gap-2">
          <span aria-hidden="true" className={`flex h-6 w-6 items-center justify-center rounded border-2 text-[0.6rem] ${stateStyle[state]}`}>
            {stateMark[state]}
          </span>
          <span>{dayStateLabels[state]}</span>
        </li>
      ))}
    </ul>
  );
}
