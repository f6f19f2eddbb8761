import { audit } from "@/lib/audit/events";
import "server-only";
import type { NextRequest } from "next/server";
import { withAdmin } from "@/lib/auth/guard";
import { clearRevenueCache } from "./adsense-reports";
import { GoogleIntegrationError } from "./errors";
import { providerSettings, type GoogleProvider } from "./google-config";
import { completeConnection, consumeState, createAuthUrl } from "./google-oauth";
import type { ConnectionFailure } from "./return-reasons";
import { jsonReply, seeOther } from "@/lib/http";
import { logError } from "@/lib/log";

// The two routes each Google connection needs: the auth URL the Connect button opens, and the
// callback Google sends the admin back to. Both admin-only.

export function authUrlRoute(provider: GoogleProvider) {
  // Connecting Google is the owner's and the manager's (the "Google" of the Settings row), though the browser GETs it.
  return withAdmin(
    "site",
    async (_request, { admin }) => {
      try {
        const authUrl = await createAuthUrl(provider, admin.sessionId);
        return jsonReply({ success: true, authUrl });
      } catch (error) {
        if (!(error instanceof GoogleIntegrationError)) throw error;
        // The seed's answer keeps its `success: false` beside the one error shape.
        return jsonReply({ success: false, ...error.body() }, { status: error.status });
      }
    },
    { access: "write" },
  );
}

/** Back to the provider's admin tab (/admin/reviews, /admin/revenue), which shows a toast for the outcome. */
function backToAdmin(provider: GoogleProvider, outcome: { connected: true } | { error: ConnectionFailure }) {
  const query = new URLSearchParams({ google: "connected" in outcome ? "connected" : "error" });
  if ("error" in outcome) query.set("reason", outcome.error);
  // A relative Location keeps the admin on the address they used.
  return seeOther(`${providerSettings[provider].adminPath}?${query}`);
}

export function callbackRoute(provider: GoogleProvider) {
  return withAdmin(
    "site",
    async (request: NextRequest, { admin, actor }) => {
      const params = request.nextUrl.searchParams;
      const checked = await consumeState(provider, params.get("state"), admin.sessionId);
      if (!checked.ok) return backToAdmin(provider, { error: checked.reason });
      const denied = params.get("error");
      if (denied) return backToAdmin(provider, { error: denied === "access_denied" ? "denied" : "google-error" });
      const code = params.get("code");
      if (!code) return backToAdmin(provider, { error: "no-code" });
      try {
        await completeConnection(provider, code, checked.codeVerifier);
        if (provider === "adsense") await clearRevenueCache();
      } catch (error) {
        if (!(error instanceof GoogleIntegrationError)) throw error;
        logError(`Google connection (${provider}) failed: ${error.message}`);
        return backToAdmin(provider, { error: "exchange-failed" });
      }
      await audit(actor, { action: "integration-connect", target: provider });
      return backToAdmin(provider, { connected: true });
    },
    { access: "write" },
  );
}
