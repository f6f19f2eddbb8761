"use client";

import * as Tabs from "@radix-ui/react-tabs";
import Link from "next/link";
import { buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { adminTabs, type AdminTab } from "./admin-tabs";
import { AnalyticsDashboard, OverviewDashboard } from "./analytics/dashboards";
import { CalendarTab } from "./calendar/calendar-tab";
import { ContactsInbox } from "./contacts-inbox";
import { LogoutButton } from "./logout-button";
import { DemoContentNotice } from "./demo/demo-content-notice";
import { LaunchChecklist } from "./launch-checklist";
import { GoogleReturnToast } from "./google/return-toast";
import { RevenueTab } from "./revenue/revenue-tab";
import { ReviewsTab } from "./reviews/reviews-tab";
import { MusicManager } from "./music/music-manager";
import { SecurityTab } from "./security/security-tab";
import type { UploadMode } from "@/lib/music/client-upload";

export function AdminPanel({ username, bandName, uploadMode = "server", initialTab = "overview" }: { username: string; bandName: string; uploadMode?: UploadMode; initialTab?: AdminTab }) {

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="font-display text-3xl font-bold">Admin Panel</h1>
          <p className="text-sm text-muted-foreground">
            {bandName} · signed in as <span className="font-medium text-foreground">{username}</span>
          </p>
        </div>
        <div className="flex gap-2">
          <Link href="/simple-logo-manager" className={buttonClass("outline")}>
            Logo Manager
          </Link>
          <LogoutButton variant="primary" />
        </div>
      </header>

      <GoogleReturnToast />
      <Tabs.Root defaultValue={initialTab} className="mt-8">
        <Tabs.List aria-label="Admin sections" className="flex gap-1 overflow-x-auto border-b border-border">
          {adminTabs.map((tab) => (
            <Tabs.Trigger
              key={tab.value}
              value={tab.value}
              className="shrink-0 border-b-2 border-transparent px-4 py-3 text-sm font-medium text-muted-foreground hover:text-foreground data-[state=active]:border-primary data-[state=active]:text-foreground"
            >
              {tab.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {adminTabs.map((tab) => (
          // The Music tab stays mounted so an upload or a playing track carries on behind other tabs.
          <Tabs.Content key={tab.value} value={tab.value} forceMount={tab.value === "music" || undefined} className="mt-6 data-[state=inactive]:hidden">
            <Card>
              <h2 className="text-xl font-semibold">{tab.label}</h2>
              <p className="mt-2 text-muted-foreground">{tab.summary}</p>
              {tab.value === "overview" && (
                <div className="mt-6">
                  <LaunchChecklist />
                  <DemoContentNotice />
                  <OverviewDashboard />
                </div>
              )}
              {tab.value === "analytics" && (
                <div className="mt-6">
                  <AnalyticsDashboard />
                </div>
              )}
              {tab.value === "revenue" && (
                <div className="mt-6">
                  <RevenueTab />
                </div>
              )}
              {tab.value === "reviews" && (
                <div className="mt-6">
                  <ReviewsTab />
                </div>
              )}
              {tab.value === "music" && (
                <div className="mt-6">
                  <MusicManager uploadMode={uploadMode} />
                </div>
              )}
              {tab.value === "contacts" && (
                <div className="mt-6">
                  <ContactsInbox />
                </div>
              )}
              {tab.value === "calendar" && <div className="mt-6"><CalendarTab /></div>}
              {tab.value === "security" && <div className="mt-6"><SecurityTab /></div>}
            </Card>
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
}
