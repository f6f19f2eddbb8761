import { auditRequest } from "@/lib/audit/events";
import { withAdmin } from "@/lib/auth/guard";
import { listClientLogos, setClientLogoOrder } from "@/lib/client-logos/logos";
import { jsonReply, readJson } from "@/lib/http";
import { logoOrderSchema } from "@/lib/validation/client-logos";

// Admin: the order of the Trusted by strip, { slots: [every slot number once, first to last] } →
// every slot in that order.
export const PUT = withAdmin(async (request, { admin }) => {
  const body = await readJson(request, logoOrderSchema, 512);
  if (!body.ok) return body.response;
  await setClientLogoOrder(body.data.slots);
  await auditRequest(request, admin, { action: "logo-change", target: `order: slots ${body.data.slots.join(", ")}` });
  return jsonReply(await listClientLogos());
});
