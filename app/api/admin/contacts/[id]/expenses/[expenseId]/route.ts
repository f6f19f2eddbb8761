import { withAdmin } from "@/lib/auth/guard";
import { noContent, routeId } from "@/lib/http";
import { deleteExpense } from "@/lib/players/money";

type Context = { params: Promise<{ id: string; expenseId: string }> };

// Removes an expense → 204.
export const DELETE = withAdmin<Context>("payments", async (_request, context) => {
  await deleteExpense(await routeId(context), await routeId(context, "expenseId"));
  return noContent();
});
