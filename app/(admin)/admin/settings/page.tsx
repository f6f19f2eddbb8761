import { AdminTabSection, adminPageAccess, adminTabMetadata } from "@/components/admin/admin-page";
import { SiteSettingsForm } from "@/components/admin/settings/site-settings-form";

export const metadata = adminTabMetadata("settings");

export default async function AdminSettingsPage() {
  const { gate } = await adminPageAccess();
  if (gate) return gate;
  return (
    <AdminTabSection tab="settings">
      <SiteSettingsForm />
    </AdminTabSection>
  );
}
