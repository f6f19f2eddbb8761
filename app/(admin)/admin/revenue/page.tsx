import { AdminTabSection, adminPageAccess, adminTabMetadata } from "@/components/admin/admin-page";
import { RevenueTab } from "@/components/admin/revenue/revenue-tab";

export const metadata = adminTabMetadata("revenue");

export default async function AdminRevenuePage() {
  const { gate } = await adminPageAccess({ section: "insights" });
  if (gate) return gate;
  return (
    <AdminTabSection tab="revenue">
      <RevenueTab />
    </AdminTabSection>
  );
}
