import { withAdmin } from "@/lib/auth/guard";
import { jsonReply, readJson } from "@/lib/http";
import { setTeamPolicy } from "@/lib/team/members";
import { teamPolicySchema } from "@/lib/validation/team";

// Owner: { requireTwoFactor } → the policy; when on, nobody's panel opens before they set up two-factor sign-in.
export const PUT = withAdmin("team", async (request, { actor }) => {
  const body = await readJson(request, teamPolicySchema, 1024);
  return jsonReply(await setTeamPolicy(actor, body.requireTwoFactor));
});
