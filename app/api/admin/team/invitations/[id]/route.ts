import { withAdmin } from "@/lib/auth/guard";
import { noContent, routeId } from "@/lib/http";
import { withdrawInvitation } from "@/lib/team/invitations";

type Context = { params: Promise<{ id: string }> };

// Owner: withdraws an open invitation → 204; its link answers 410 from now on.
export const DELETE = withAdmin<Context>("team", async (_request, { actor, ...context }) => {
  await withdrawInvitation(actor, await routeId(context));
  return noContent();
});
