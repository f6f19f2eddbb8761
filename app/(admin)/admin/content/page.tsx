import { AdminTabSection, adminPageAccess, adminTabMetadata } from "@/components/admin/admin-page";
import { ContentTab } from "@/components/admin/content/content-tab";

export const metadata = adminTabMetadata("content");

export default async function AdminContentPage() {
  const { gate } = await adminPageAccess({ section: "site" });
  if (gate) return gate;
  return (
    <AdminTabSection tab="content">
      <ContentTab />
    </AdminTabSection>
  );
}
