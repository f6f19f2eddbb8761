import { audit } from "@/lib/audit/events";
import { withAdmin } from "@/lib/auth/guard";
import { jsonReply, routeId } from "@/lib/http";
import { markPrivacyRequestDone } from "@/lib/privacy/requests";

type Context = { params: Promise<{ id: string }> };

// Owner and manager (issue 66): POST marks a person's request answered (again: no change). 404 for
// no such request. Audited as privacy.request-done.
export const POST = withAdmin<Context>("privacy", async (_request, context) => {
  const id = await routeId(context);
  const { changed } = await markPrivacyRequestDone(id, context.actor.username);
  if (changed) await audit(context.actor, { action: "privacy.request-done", target: `privacy request ${id}` });
  return jsonReply({ id, status: "done" });
});
