import { AdminTabSection, adminPageAccess, adminTabMetadata } from "@/components/admin/admin-page";
import { MusicManager } from "@/components/admin/music/music-manager";
import { activeTracksPage } from "@/lib/music/tracks";
import { blobConfigured } from "@/lib/storage/blob";

export const metadata = adminTabMetadata("music");

export default async function AdminMusicPage() {
  const { gate } = await adminPageAccess({ section: "media" });
  if (gate) return gate;
  return (
    <AdminTabSection tab="music">
      <MusicManager uploadMode={blobConfigured() ? "blob" : "server"} firstPage={await activeTracksPage()} />
    </AdminTabSection>
  );
}
