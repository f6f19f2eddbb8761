import { audit } from "@/lib/audit/events";
import { withAdmin } from "@/lib/auth/guard";
import { jsonReply, readJson, routeId } from "@/lib/http";
import { saveBandBillTo } from "@/lib/payments/bill-to";
import { billToSchema } from "@/lib/validation/payments";

type Context = { params: Promise<{ id: string }> };

// Who a quote's invoice and receipts are made out to { kind, company?, address?, tin? } → { billTo }: the band can change it at any time.
export const PUT = withAdmin<Context>("quotes", async (request, context) => {
  const id = await routeId(context);
  const body = await readJson(request, billToSchema, 2048);
  const billTo = await saveBandBillTo(id, body);
  await audit(context.actor, { action: "bill-to-change", target: `quote ${id}: ${billTo.kind === "company" ? billTo.company : "the client"}` });
  return jsonReply({ billTo });
});
