import { AdminTabSection, adminPageAccess, adminTabMetadata } from "@/components/admin/admin-page";
import { TeamTab } from "@/components/admin/team/team-tab";

export const metadata = adminTabMetadata("team");

export default async function AdminTeamPage() {
  const { gate, admin } = await adminPageAccess({ section: "team" });
  if (gate) return gate;
  return (
    <AdminTabSection tab="team">
      <TeamTab selfId={admin.adminId} />
    </AdminTabSection>
  );
}
