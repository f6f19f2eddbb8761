import { AdminTabSection, adminPageAccess, adminTabMetadata } from "@/components/admin/admin-page";
import { GalleryManager } from "@/components/admin/gallery/gallery-manager";

export const metadata = adminTabMetadata("gallery");

export default async function AdminGalleryPage() {
  const { gate } = await adminPageAccess({ section: "media" });
  if (gate) return gate;
  return (
    <AdminTabSection tab="gallery">
      <GalleryManager />
    </AdminTabSection>
  );
}
