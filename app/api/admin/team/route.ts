import { withAdmin } from "@/lib/auth/guard";
import { jsonReply } from "@/lib/http";
import { pendingInvitations } from "@/lib/team/invitations";
import { listMembers, teamPolicy } from "@/lib/team/members";

// Owner: the team → { members: [{ id, name, username, role, twoFactor, lastSeenAt }], invitations, policy }.
export const GET = withAdmin("team", async () => {
  const [members, invitations, policy] = await Promise.all([listMembers(), pendingInvitations(), teamPolicy()]);
  return jsonReply({ members, invitations, policy });
});
