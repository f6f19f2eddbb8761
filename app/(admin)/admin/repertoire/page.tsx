import { AdminTabSection, adminPageAccess, adminTabMetadata } from "@/components/admin/admin-page";
import { RepertoireManager } from "@/components/admin/repertoire/repertoire-manager";

export const metadata = adminTabMetadata("repertoire");

export default async function AdminRepertoirePage() {
  const { gate } = await adminPageAccess({ section: "plans" });
  if (gate) return gate;
  return (
    <AdminTabSection tab="repertoire">
      <RepertoireManager />
    </AdminTabSection>
  );
}
