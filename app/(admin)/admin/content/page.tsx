import { AdminTabSection, adminPageAccess, adminTabMetadata } from "@/components/admin/admin-page";
import { ContentTab } from "@/components/admin/content/content-tab";
import { replyWithin } from "@/lib/settings/band-contact";
import { readSiteSettings } from "@/lib/settings/store";

export const metadata = adminTabMetadata("content");

export default async function AdminContentPage() {
  const { gate } = await adminPageAccess({ section: "site" });
  if (gate) return gate;
  return (
    <AdminTabSection tab="content">
      <ContentTab replyPromise={replyWithin((await readSiteSettings()).replyHours)} />
    </AdminTabSection>
  );
}
