import { audit } from "@/lib/audit/events";
import { withAdmin } from "@/lib/auth/guard";
import { listClientLogos, setClientLogoOrder } from "@/lib/client-logos/logos";
import { jsonReply, readJson } from "@/lib/http";
import { logoOrderSchema } from "@/lib/validation/client-logos";

// Admin: the order of the Trusted by strip, { slots: [every slot number once, first to last] } →
// every slot in that order.
export const PUT = withAdmin("site", async (request, { actor }) => {
  const body = await readJson(request, logoOrderSchema, 512);
  await setClientLogoOrder(body.slots);
  await audit(actor, { action: "logo-change", target: `order: slots ${body.slots.join(", ")}` });
  return jsonReply(await listClientLogos());
});
