import { withAdmin } from "@/lib/auth/guard";
import { jsonReply, readJson, routeId } from "@/lib/http";
import { recordPayout } from "@/lib/players/money";
import { payoutSchema } from "@/lib/validation/players";

type Context = { params: Promise<{ id: string }> };

// Money paid to a player of the lineup { playerId, amount, paidOn } → 201 { payout: { id } }.
export const POST = withAdmin<Context>("payments", async (request, { actor, ...context }) => {
  const id = await routeId(context);
  const body = await readJson(request, payoutSchema, 1024);
  return jsonReply({ payout: await recordPayout(id, body, actor.username) }, { status: 201 });
});
