import { withAdmin } from "@/lib/auth/guard";
import { jsonReply, routeId } from "@/lib/http";
import { resetMemberTwoFactor } from "@/lib/team/members";

type Context = { params: Promise<{ id: string }> };

// Owner: resets another person's two-factor sign-in (a lost phone) → { endedSessions }.
export const DELETE = withAdmin<Context>("team", async (_request, { actor, ...context }) => {
  return jsonReply(await resetMemberTwoFactor(actor, await routeId(context)));
});
