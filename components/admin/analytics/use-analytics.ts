"use client";

import useSWR from "swr";
import { adminSwrOptions, getJson } from "@/lib/browser/fetch";

export type Stats = { today: number; week: number; month: number; total: number };
export type PopularPage = { pagePath: string; label: string; visits: number };
export type RecentVisit = { id: number; pagePath: string; pageTitle: string | null; referrer: string | null; visitedAt: string };
export type ActionCount = { actionType: string; count: number };
export type Traffic = { daily: { date: string; visits: number }[]; referrers: { name: string; visits: number }[]; devices: { name: string; visits: number }[] };

/** One dashboard feed, polled every `seconds` (spec section 7: no retries, no refetch on focus). */
function usePolled<T>(url: string, seconds: number) {
  return useSWR<T>(url, getJson, { ...adminSwrOptions, refreshInterval: seconds * 1000 });
}

export const useStats = () => usePolled<Stats>("/api/analytics/stats", 30);
export const usePopularPages = () => usePolled<PopularPage[]>("/api/analytics/popular-pages", 60);
export const useRecentVisits = () => usePolled<RecentVisit[]>("/api/analytics/recent-visits", 10);
export const useActions = () => usePolled<ActionCount[]>("/api/analytics/actions", 30);
export const useTraffic = () => usePolled<Traffic>("/api/analytics/traffic", 60);
