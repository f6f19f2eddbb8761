import { AdminTabSection, adminPageAccess, adminTabMetadata } from "@/components/admin/admin-page";
import { SecurityTab } from "@/components/admin/security/security-tab";

export const metadata = adminTabMetadata("security");

export default async function AdminSecurityPage() {
  const { gate } = await adminPageAccess();
  if (gate) return gate;
  return (
    <AdminTabSection tab="security">
      <SecurityTab />
    </AdminTabSection>
  );
}
