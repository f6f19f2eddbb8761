import { AdminTabSection, adminPageAccess, adminTabMetadata } from "@/components/admin/admin-page";
import { AdsenseSetting } from "@/components/admin/settings/adsense-setting";

export const metadata = adminTabMetadata("settings");

export default async function AdminSettingsPage() {
  const { gate } = await adminPageAccess();
  if (gate) return gate;
  return (
    <AdminTabSection tab="settings">
      <AdsenseSetting />
    </AdminTabSection>
  );
}
