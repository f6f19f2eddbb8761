import { audit } from "@/lib/audit/events";
import { withAdmin } from "@/lib/auth/guard";
import { drainAfterResponse } from "@/lib/delivery/schedule";
import { jsonReply, readJson, routeId } from "@/lib/http";
import { listQuotes } from "@/lib/payments/admin-list";
import { createQuote } from "@/lib/payments/quotes";
import { readSiteSettings } from "@/lib/settings/store";
import { siteOrigin } from "@/lib/site-origin";
import { quoteCreateSchema } from "@/lib/validation/payments";

type Context = { params: Promise<{ id: string }> };

// Admin only: the enquiry's quotes with their payments, and the band's VAT (the panel previews the split before sending).
export const GET = withAdmin<Context>("quotes", async (_request, { params }) => {
  const id = await routeId({ params });
  const { vatRegistered, vatRate } = await readSiteSettings();
  return jsonReply({ quotes: await listQuotes({ contactId: id }), vat: { vatRegistered, vatRate } });
});

// Admin only: a quote for the enquiry, split by the terms; the client's mail goes out with it.
export const POST = withAdmin<Context>("quotes", async (request, { params, actor }) => {
  const id = await routeId({ params });
  const body = await readJson(request, quoteCreateSchema, 4 * 1024);
  const result = await createQuote(id, body, siteOrigin(), actor.username);
  await audit(actor, { action: "quote-send", target: `enquiry ${id}: ₦${result.quote.total}` });
  if (result.mailed) drainAfterResponse();
  return jsonReply({ quote: result.quote, mailed: result.mailed, whatsappText: result.whatsappText, whatsappUrl: result.whatsappUrl }, { status: 201 });
});
