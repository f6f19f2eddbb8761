import { callbackRoute } from "@/lib/integrations/connect-routes";

export const dynamic = "force-dynamic";

// Admin: Google sends the admin back here with a code; stores the google-business refresh token sealed.
export const GET = callbackRoute("google-business");
