import { AdminTabSection, adminPageAccess, adminTabMetadata } from "@/components/admin/admin-page";
import { can } from "@/lib/common/roles";
import { SecurityTab } from "@/components/admin/security/security-tab";

export const metadata = adminTabMetadata("security");

export default async function AdminSecurityPage() {
  const { gate, admin } = await adminPageAccess({ section: "self" });
  if (gate) return gate;
  return (
    <AdminTabSection tab="security">
      <SecurityTab showAlertDevices={!can(admin.role, "site", "read") && can(admin.role, "enquiries", "read")} showAuditLog={can(admin.role, "team", "read")} />
    </AdminTabSection>
  );
}
