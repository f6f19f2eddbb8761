import { AdminTabSection, adminPageAccess, adminTabMetadata } from "@/components/admin/admin-page";
import { DismissedLaunchItems } from "@/components/admin/launch-checklist";
import { SiteSettingsForm } from "@/components/admin/settings/site-settings-form";
import { whatsappMissing } from "@/lib/whatsapp-cloud/client";

export const metadata = adminTabMetadata("settings");

export default async function AdminSettingsPage() {
  const { gate } = await adminPageAccess({ section: "site" });
  if (gate) return gate;
  return (
    <AdminTabSection tab="settings">
      <div className="space-y-6">
        <SiteSettingsForm whatsappMissing={whatsappMissing()} />
        <DismissedLaunchItems />
      </div>
    </AdminTabSection>
  );
}
