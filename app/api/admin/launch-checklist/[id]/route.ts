import { ApiError } from "@/lib/common/api-error";
import { audit } from "@/lib/audit/events";
import { withAdmin } from "@/lib/auth/guard";
import { jsonReply, readJson } from "@/lib/http";
import { OPTIONAL_LAUNCH_ITEMS } from "@/lib/launch/checklist";
import { setLaunchItemDismissed } from "@/lib/launch/dismissed";
import { launchItemDismissalSchema } from "@/lib/validation/launch-checklist";

type Context = { params: Promise<{ id: string }> };

// Admin: marks an optional checklist item "Not using this" ({ dismissed: true }) or brings it back
// ({ dismissed: false }) → { id, dismissed, dismissedIds }; 400 for an item that is not optional.
export const PUT = withAdmin<Context>("site", async (request, { params, admin, actor }) => {
  const { id } = await params;
  if (!(OPTIONAL_LAUNCH_ITEMS as readonly string[]).includes(id))
    throw new ApiError(400, "invalid_input", `id: ${id.slice(0, 40)} is not an optional checklist item (${OPTIONAL_LAUNCH_ITEMS.join(", ")})`);
  const body = await readJson(request, launchItemDismissalSchema, 256);
  const dismissedIds = await setLaunchItemDismissed(id, body.dismissed, admin.username);
  await audit(actor, { action: "settings-change", target: `launch checklist: ${id} ${body.dismissed ? "marked not used" : "shown again"}` });
  return jsonReply({ id, dismissed: body.dismissed, dismissedIds });
});
