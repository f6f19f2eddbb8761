import { withAdmin } from "@/lib/auth/guard";
import { jsonReply, readJson } from "@/lib/http";
import { createInvitation } from "@/lib/team/invitations";
import { invitationSchema } from "@/lib/validation/team";

// Owner: invites a person { name, role } → 201 { invitation: { id, url, expiresAt } }. The url is
// in this answer only: the owner copies it or shares it on WhatsApp.
export const POST = withAdmin("team", async (request, { actor }) => {
  const body = await readJson(request, invitationSchema, 2048);
  return jsonReply({ invitation: await createInvitation(actor, body) }, { status: 201 });
});
