import { AdminTabSection, adminPageAccess, adminTabMetadata } from "@/components/admin/admin-page";
import { AnalyticsDashboard } from "@/components/admin/analytics/dashboards";

export const metadata = adminTabMetadata("analytics");

export default async function AdminAnalyticsPage() {
  const { gate } = await adminPageAccess({ section: "insights" });
  if (gate) return gate;
  return (
    <AdminTabSection tab="analytics">
      <AnalyticsDashboard />
    </AdminTabSection>
  );
}
