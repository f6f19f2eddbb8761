import { redirect } from "next/navigation";
import { AdminTabSection, adminPageAccess, adminTabMetadata } from "@/components/admin/admin-page";
import { tabOfLegacyValue } from "@/components/admin/admin-tabs";
import { OverviewDashboard } from "@/components/admin/analytics/dashboards";
import { DemoContentNotice } from "@/components/admin/demo/demo-content-notice";
import { LaunchChecklist } from "@/components/admin/launch-checklist";
import { EnquirySources } from "@/components/admin/enquiry-sources";
import { BackupStatus } from "@/components/admin/backup-status";
import { UndeliveredAlerts } from "@/components/admin/alerts/undelivered-alerts";
import { ReplyClockSummary } from "@/components/admin/reply-clock-summary";
import { PrivacyRequestsDue } from "@/components/admin/privacy/privacy-requests-due";
import { UnansweredLineups } from "@/components/admin/players/unanswered-lineups";
import { MoneyToSettle } from "@/components/admin/payments/money-to-settle";
import { can, type Section } from "@/lib/common/roles";

export const metadata = adminTabMetadata("overview");

type SearchParams = Record<string, string | string[] | undefined>;

/** An old `/admin?tab=music` link goes to that tab's own URL, its other parameters kept. */
function legacyTabTarget(params: SearchParams): string | undefined {
  const tab = tabOfLegacyValue(params.tab);
  if (!tab) return undefined;
  const rest = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (name === "tab" || value === undefined) continue;
    for (const item of [value].flat()) rest.append(name, item);
  }
  return rest.size ? `${tab.href}?${rest}` : tab.href;
}

export default async function AdminOverviewPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const target = legacyTabTarget(await searchParams);
  if (target) redirect(target);
  const { gate, admin } = await adminPageAccess({ section: "self" });
  if (gate) return gate;
  // Everyone lands here; each part shows only to the roles that may read what it shows (money to
  // settle, to those who may settle it).
  const reads = (section: Section) => can(admin.role, section, "read");
  return (
    <AdminTabSection tab="overview" summary={reads("insights") ? undefined : "Enquiries at a glance: how quickly the band answers, and where enquiries came from."}>
      {reads("site") && <LaunchChecklist />}
      {reads("site") && <DemoContentNotice />}
      {reads("site") && <BackupStatus />}
      {reads("players") && <UnansweredLineups />}
      {reads("privacy") && <PrivacyRequestsDue />}
      {can(admin.role, "payments", "write") && <MoneyToSettle />}
      {reads("enquiries") && <UndeliveredAlerts />}
      {reads("enquiries") && <ReplyClockSummary />}
      {reads("enquiries") && <EnquirySources />}
      {reads("insights") && <OverviewDashboard />}
    </AdminTabSection>
  );
}
