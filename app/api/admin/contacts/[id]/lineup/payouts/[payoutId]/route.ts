import { withAdmin } from "@/lib/auth/guard";
import { noContent, routeId } from "@/lib/http";
import { undoPayout } from "@/lib/players/money";

type Context = { params: Promise<{ id: string; payoutId: string }> };

// Undoes a payout within 24 hours of recording it → 204.
export const DELETE = withAdmin<Context>("payments", async (_request, { actor, ...context }) => {
  await undoPayout(await routeId(context), await routeId(context, "payoutId"), actor.username);
  return noContent();
});
