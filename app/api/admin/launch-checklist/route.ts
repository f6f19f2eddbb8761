import { withAdmin } from "@/lib/auth/guard";
import { dismissedLaunchItemsOf, launchChecklist } from "@/lib/launch/checklist";
import { launchState } from "@/lib/launch/state";
import { jsonReply } from "@/lib/http";

export const dynamic = "force-dynamic";

// Admin: what still stands between this install and a real launch → { items: [{ id, title, fix,
// link?, operator?, optional? }], dismissed: [{ id, title }] } (the optional ones marked "Not using this").
export const GET = withAdmin("site", async () => {
  const state = await launchState();
  return jsonReply({ items: launchChecklist(state), dismissed: dismissedLaunchItemsOf(state) });
});
