import { withAdmin } from "@/lib/auth/guard";
import { jsonReply, readJson, routeId } from "@/lib/http";
import { addExpense } from "@/lib/players/money";
import { expenseSchema } from "@/lib/validation/players";

type Context = { params: Promise<{ id: string }> };

// What the event cost besides the players { label, amount } → 201 { expense: { id } }.
export const POST = withAdmin<Context>("payments", async (request, { actor, ...context }) => {
  const id = await routeId(context);
  const body = await readJson(request, expenseSchema, 1024);
  return jsonReply({ expense: await addExpense(id, body, actor.username) }, { status: 201 });
});
