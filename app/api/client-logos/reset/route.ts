import { audit } from "@/lib/audit/events";
import { withAdmin } from "@/lib/auth/guard";
import { listClientLogos, resetClientLogos } from "@/lib/client-logos/logos";
import { jsonReply } from "@/lib/http";

// Admin: every slot back to its default image and size.
export const POST = withAdmin("site", async (request, { actor }) => {
  await resetClientLogos();
  await audit(actor, { action: "logo-change", target: "all slots reset" });
  return jsonReply(await listClientLogos());
});
