import { AdminTabSection, adminPageAccess, adminTabMetadata } from "@/components/admin/admin-page";
import { PlayersTab } from "@/components/admin/players/players-tab";

export const metadata = adminTabMetadata("players");

export default async function AdminPlayersPage() {
  const { gate } = await adminPageAccess({ section: "players" });
  if (gate) return gate;
  return (
    <AdminTabSection tab="players">
      <PlayersTab />
    </AdminTabSection>
  );
}
