"use client";

import useSWR from "swr";
import { adminSwrOptions, getJson } from "@/lib/browser-fetch";

type Storage = { analyticsBytes: number; freeBytes: number | null; limitBytes: number; retentionMonths: number };

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(bytes < 10 * 1024 * 1024 ? 1 : 0)} MB`;

/** What the analytics hold on the server and for how long (GET /api/analytics/storage). */
export function AnalyticsStorageNote() {
  const { data } = useSWR<Storage>("/api/analytics/storage", getJson, adminSwrOptions);
  if (!data) return null;
  return (
    <p className="text-sm text-muted-foreground" data-testid="analytics-storage">
      Stored visits and actions: about {megabytes(data.analyticsBytes)} of {megabytes(data.limitBytes)}
      {data.freeBytes !== null ? `, ${megabytes(data.freeBytes)} free on the server` : ""}. Each visit is kept {data.retentionMonths} months; the daily counts stay.
    </p>
  );
}
