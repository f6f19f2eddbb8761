import { AdminTabSection, adminPageAccess, adminTabMetadata } from "@/components/admin/admin-page";
import { DismissedLaunchItems } from "@/components/admin/launch-checklist";
import { SiteSettingsForm } from "@/components/admin/settings/site-settings-form";
import { PrivacySection } from "@/components/admin/privacy/privacy-section";
import { can } from "@/lib/common/roles";
import { whatsappMissing } from "@/lib/whatsapp-cloud/client";

export const metadata = adminTabMetadata("settings");

export default async function AdminSettingsPage() {
  const { gate, admin } = await adminPageAccess({ section: "site" });
  if (gate) return gate;
  return (
    <AdminTabSection tab="settings">
      <div className="space-y-6">
        <SiteSettingsForm whatsappMissing={whatsappMissing()} />
        <DismissedLaunchItems />
        {can(admin.role, "privacy", "write") && <PrivacySection />}
      </div>
    </AdminTabSection>
  );
}
