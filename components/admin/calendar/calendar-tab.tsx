"use client";

import Link from "next/link";
import { readableDate, readableMonth } from "@/lib/dates/readable";
import { useState } from "react";
import useSWR from "swr";
import { dayStateLabels } from "@/fixed/availability";
import type { AdminDay } from "@/lib/availability/queries";
import { lagosDate, monthEnd, monthStart } from "@/lib/dates/lagos-days";
import { adminSwrOptions, getJson } from "@/lib/browser/fetch";
import { monthWeeks } from "@/components/availability/calendar-grid";
import { DayPanel } from "./day-panel";
import { FeedPanel } from "./feed-panel";

export type AdminMonth = { capacity: number; days: AdminDay[] };

const weekdays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];
const stateBadge = { free: "", limited: "border-primary", booked: "border-danger" } as const;

/** The Calendar tab: a month of bookings and holds; a day opens its enquiries and holds. */
export function CalendarTab() {
  const today = lagosDate();
  const [month, setMonth] = useState(monthStart(today));
  const [selected, setSelected] = useState<string | null>(null);
  const key = `/api/admin/availability?from=${month}&to=${monthEnd(month)}`;
  const { data, error, isLoading, mutate } = useSWR<AdminMonth>(key, getJson, { ...adminSwrOptions, revalidateOnMount: true });
  const days = new Map((data?.days ?? []).map((day) => [day.date, day]));

  return (
    <div className="space-y-8">
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <section aria-labelledby="admin-calendar-month">
          <div className="flex items-center justify-between gap-2">
            <button type="button" className="min-h-11 rounded-md border border-border px-3 text-sm" onClick={() => setMonth(monthStart(month, -1))}>
              ‹ Previous
            </button>
            <h3 id="admin-calendar-month" className="font-semibold" aria-live="polite">
              {readableMonth(month)}
            </h3>
            <button type="button" className="min-h-11 rounded-md border border-border px-3 text-sm" onClick={() => setMonth(monthStart(month, 1))}>
              Next ›
            </button>
          </div>
          {error && (
            <p role="alert" className="mt-3 text-sm text-danger">
              The calendar could not be loaded: {error instanceof Error ? error.message : "unknown error"}
            </p>
          )}
          {isLoading && <p className="mt-3 text-sm text-muted-foreground">Loading…</p>}
          <table aria-labelledby="admin-calendar-month" className="mt-3 w-full table-fixed border-separate border-spacing-1 text-left text-xs">
            <thead>
              <tr>
                {weekdays.map((weekday) => (
                  <th key={weekday} scope="col" className="font-medium text-muted-foreground">
                    {weekday}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {monthWeeks(month).map((week, index) => (
                <tr key={index}>
                  {week.map((date, column) => {
                    if (!date) return <td key={`pad-${column}`} />;
                    const day = days.get(date);
                    const booked = day?.enquiries.filter((enquiry) => enquiry.status === "booked").length ?? 0;
                    const summary = day ? `${booked} booked, ${day.holds.length} held, ${day.enquiries.length} enquiries, ${dayStateLabels[day.state]}` : "nothing yet";
                    return (
                      <td key={date} className="align-top">
                        <button
                          type="button"
                          aria-pressed={selected === date}
                          aria-label={`${readableDate(date)}: ${summary}`}
                          data-date={date}
                          onClick={() => setSelected(date)}
                          className={`flex h-16 w-full flex-col items-start rounded-md border-2 p-1 text-left aria-pressed:bg-muted ${day ? stateBadge[day.state] || "border-border" : "border-border"} ${date === today ? "ring-2 ring-ring" : ""}`}
                        >
                          <span className="font-semibold">{Number(date.slice(8))}</span>
                          {booked > 0 && <span className="truncate">{booked} booked</span>}
                          {day && day.holds.length > 0 && (
                            <span className="truncate italic">
                              {day.holds.length} hold{day.holds.length > 1 ? "s" : ""}
                            </span>
                          )}
                        </button>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
          {data && (
            <p className="mt-2 text-sm text-muted-foreground">
              Capacity: {data.capacity} {data.capacity === 1 ? "event" : "events"} a day (change it in{" "}
              <Link href="/admin/settings#calendar-capacity" className="underline underline-offset-2">
                Settings
              </Link>
              ). Bordered amber: few slots left; red: fully booked.
            </p>
          )}
        </section>
        <DayPanel date={selected} day={selected ? days.get(selected) : undefined} capacity={data?.capacity} onChanged={() => mutate()} />
      </div>
      <FeedPanel />
    </div>
  );
}
