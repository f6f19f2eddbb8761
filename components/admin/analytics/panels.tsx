"use client";

import { useState } from "react";
import { mutate } from "swr";
import { toast } from "sonner";
import { pageLabel } from "@/fixed/analytics";
import { postJson } from "@/lib/browser/fetch";
import { Button } from "@/components/ui/button";
import { useActions, usePopularPages, useRecentVisits, useStats, useTraffic } from "./use-analytics";
import { readableMoment } from "@/lib/dates/readable";

const number = new Intl.NumberFormat("en-NG");

function Panel({ title, children, wide }: { title: string; children: React.ReactNode; wide?: boolean }) {
  return (
    <section aria-label={title} className={`rounded-lg border border-border p-4 ${wide ? "lg:col-span-2" : ""}`}>
      <h3 className="font-semibold">{title}</h3>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function Feed<T>({ data, error, empty, children }: { data: T[] | undefined; error: Error | undefined; empty: string; children: (rows: T[]) => React.ReactNode }) {
  if (error) return <p className="text-sm text-danger">Could not load: {error.message}</p>;
  if (!data) return <p className="text-sm text-muted-foreground">Loading...</p>;
  if (data.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return <>{children(data)}</>;
}

type CountRow = { key: string; name: React.ReactNode; count: number };

function CountList({ rows, ordered }: { rows: CountRow[]; ordered?: boolean }) {
  const List = ordered ? "ol" : "ul";
  return (
    <List className="space-y-2 text-sm">
      {rows.map((row) => (
        <li key={row.key} className="flex justify-between gap-3">
          <span>{row.name}</span>
          <span className="font-medium">{number.format(row.count)}</span>
        </li>
      ))}
    </List>
  );
}

export function StatsCards() {
  const { data, error } = useStats();
  const cards = [
    ["Today", data?.today],
    ["This week", data?.week],
    ["This month", data?.month],
    ["Total", data?.total],
  ] as const;
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label="Page views">
      {cards.map(([label, value]) => (
        <div key={label} className="rounded-lg border border-border p-4">
          <p className="text-sm text-muted-foreground">{label}</p>
          <p className="mt-1 text-3xl font-bold" aria-label={`${label}: ${value ?? "loading"} page views`}>
            {error ? "–" : value === undefined ? "…" : number.format(value)}
          </p>
        </div>
      ))}
    </div>
  );
}

export function PopularPages() {
  const { data, error } = usePopularPages();
  return (
    <Panel title="Popular pages (last 30 days)">
      <Feed data={data} error={error} empty="No visits yet.">
        {(pages) => (
          <CountList
            ordered
            rows={pages.map((page) => ({
              key: page.pagePath,
              name:
                page.label === page.pagePath ? (
                  page.label
                ) : (
                  <>
                    {page.label} <span className="text-muted-foreground">{page.pagePath}</span>
                  </>
                ),
              count: page.visits,
            }))}
          />
        )}
      </Feed>
    </Panel>
  );
}

export function RecentVisits() {
  const { data, error } = useRecentVisits();
  return (
    <Panel title="Recent visits">
      <Feed data={data?.slice(0, 20)} error={error} empty="No visits yet.">
        {(visits) => (
          <ul className="space-y-2 text-sm" aria-label="Recent visits list">
            {visits.map((visit) => (
              <li key={visit.id} className="flex justify-between gap-3">
                <span>{pageLabel(visit.pagePath)}</span>
                <time className="text-muted-foreground" dateTime={visit.visitedAt}>
                  {readableMoment(visit.visitedAt)}
                </time>
              </li>
            ))}
          </ul>
        )}
      </Feed>
    </Panel>
  );
}

export function UserActions() {
  const { data, error } = useActions();
  return (
    <Panel title="User actions">
      <Feed data={data} error={error} empty="No actions recorded yet.">
        {(actions) => <CountList rows={actions.map((action) => ({ key: action.actionType, name: action.actionType.replace(/_/g, " "), count: action.count }))} />}
      </Feed>
    </Panel>
  );
}

/** Visits per day as plain SVG bars: no chart library for thirty rectangles. */
export function VisitsChart() {
  const { data, error } = useTraffic();
  const days = data?.daily ?? [];
  const max = Math.max(1, ...days.map((day) => day.visits));
  return (
    <Panel title="Visits per day (last 30 days)" wide>
      {error && <p className="text-sm text-danger">Could not load: {error.message}</p>}
      {!data && !error && <p className="text-sm text-muted-foreground">Loading...</p>}
      {data && (
        <svg viewBox={`0 0 ${days.length * 10} 100`} className="h-40 w-full" preserveAspectRatio="none" role="img" aria-label={`Visits per day; most in one day: ${max}`}>
          {days.map((day, index) => {
            const height = (day.visits / max) * 95;
            return (
              <rect key={day.date} x={index * 10 + 1} y={100 - height} width={8} height={height} className="fill-primary">
                <title>{`${day.date}: ${day.visits}`}</title>
              </rect>
            );
          })}
        </svg>
      )}
      {data && days.length > 0 && (
        <p className="mt-1 flex justify-between text-xs text-muted-foreground">
          <span>{days[0]!.date}</span>
          <span>busiest day: {number.format(max === 1 && days.every((day) => day.visits === 0) ? 0 : max)} views</span>
          <span>{days[days.length - 1]!.date}</span>
        </p>
      )}
    </Panel>
  );
}

export function TrafficSources() {
  const { data, error } = useTraffic();
  const list = (rows: { name: string; visits: number }[]) => (
    <CountList rows={rows.map((row) => ({ key: row.name, name: row.name === "Direct" ? row.name : row.name.replace(/^./, (c) => c.toUpperCase()), count: row.visits }))} />
  );
  return (
    <>
      <Panel title="Referrers">
        <Feed data={data?.referrers} error={error} empty="No visits yet.">
          {list}
        </Feed>
      </Panel>
      <Panel title="Devices">
        <Feed data={data?.devices} error={error} empty="No visits yet.">
          {list}
        </Feed>
      </Panel>
    </>
  );
}

export function CleanupBots() {
  const [running, setRunning] = useState(false);
  async function cleanup() {
    setRunning(true);
    try {
      const result = await postJson<{ message?: string; deletedCount: number }>("/api/analytics/cleanup-bots");
      toast.success("Cleanup Complete", { description: result.message || `Removed ${result.deletedCount} bot/crawler entries` });
      await mutate((key) => typeof key === "string" && key.startsWith("/api/analytics/"));
    } catch (error) {
      toast.error("Cleanup Failed", { description: error instanceof Error && error.message ? error.message : "Failed to clean up bot traffic" });
    } finally {
      setRunning(false);
    }
  }
  return (
    <Button variant="outline" onClick={cleanup} disabled={running}>
      {running ? "Cleaning up..." : "Clean up bot traffic"}
    </Button>
  );
}
