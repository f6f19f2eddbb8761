"use client";

import { useCan } from "@/components/admin/team/panel-role";
import { DeleteVisits } from "./delete-visits";
import { AnalyticsStorageNote } from "./storage-note";
import { CleanupBots, PopularPages, RecentVisits, StatsCards, TrafficSources, UserActions, VisitsChart } from "./panels";

export function OverviewDashboard() {
  return (
    <div className="space-y-4">
      <StatsCards />
      <div className="grid gap-4 lg:grid-cols-2">
        <VisitsChart />
        <PopularPages />
        <RecentVisits />
      </div>
    </div>
  );
}

export function AnalyticsDashboard() {
  const changes = useCan("insights", "write");
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">Bots, crawlers and your own visits while signed in are not counted.</p>
        {changes && <CleanupBots />}
      </div>
      <StatsCards />
      <div className="grid gap-4 lg:grid-cols-2">
        <PopularPages />
        <RecentVisits />
        <UserActions />
        <TrafficSources />
      </div>
      <AnalyticsStorageNote />
      {changes && <DeleteVisits />}
    </div>
  );
}
