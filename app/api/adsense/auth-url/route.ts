import { authUrlRoute } from "@/lib/integrations/connect-routes";

export const dynamic = "force-dynamic";

// Admin: the Google consent address for adsense → { success, authUrl } or { success: false, error }.
export const GET = authUrlRoute("adsense");
