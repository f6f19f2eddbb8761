"use client";

import useSWR from "swr";
import { adminSwrOptions, getJson } from "@/lib/browser/fetch";

type Storage = { analyticsBytes: number; freeBytes: number | null; limitBytes: number; makeRoomAt: number; retentionMonths: number };

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(bytes < 10 * 1024 * 1024 ? 1 : 0)} MB`;

/** How full the analytics are, what happens near full, and for how long they are kept (GET /api/analytics/storage). */
export function AnalyticsStorageNote() {
  const { data } = useSWR<Storage>("/api/analytics/storage", getJson, adminSwrOptions);
  if (!data) return null;
  const percent = Math.min(100, Math.round((data.analyticsBytes / data.limitBytes) * 100));
  return (
    <div className="space-y-2 text-sm text-muted-foreground" data-testid="analytics-storage">
      <p>
        <span className="font-medium text-foreground">Analytics storage: {percent} % full</span> (about {megabytes(data.analyticsBytes)} of {megabytes(data.limitBytes)}
        {data.freeBytes !== null ? `; ${megabytes(data.freeBytes)} free on the server` : ""}).
      </p>
      <meter
        className="h-2 w-full max-w-md"
        min={0}
        max={100}
        low={Math.round(data.makeRoomAt * 100) - 10}
        high={Math.round(data.makeRoomAt * 100)}
        optimum={0}
        value={percent}
        aria-label="Analytics storage used"
      >
        {percent} %
      </meter>
      <p>
        Each visit is kept {data.retentionMonths} months; the daily counts stay. At {Math.round(data.makeRoomAt * 100)} % the oldest visits and actions are deleted to make room, so
        new visits are always recorded and the charts keep their daily counts.
      </p>
    </div>
  );
}
