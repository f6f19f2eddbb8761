"use client";

import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { getJson } from "@/lib/browser/fetch";

type Props = { endpoint: "/api/reviews/auth-url" | "/api/adsense/auth-url"; label: string; newTab?: boolean; variant?: "primary" | "outline" };

/**
 * Asks our server for Google's consent address and goes there. Google sends the admin back to the
 * callback, which returns to the right tab with a toast. AdSense opens in a new tab (spec section 7).
 */
export function GoogleConnectButton({ endpoint, label, newTab = false, variant = "primary" }: Props) {
  const [busy, setBusy] = useState(false);

  async function connect() {
    setBusy(true);
    // Opened before the request so the browser still counts it as a response to the click.
    const tab = newTab ? window.open("", "_blank") : null;
    if (tab) tab.opener = null;
    try {
      const answer = await getJson<{ success: boolean; authUrl?: string; error?: string }>(endpoint);
      if (!answer.success || !answer.authUrl) throw new Error(answer.error ?? "Google is not configured on this server.");
      if (tab) tab.location.href = answer.authUrl;
      else if (newTab) window.open(answer.authUrl, "_blank", "noopener");
      else window.location.assign(answer.authUrl);
    } catch (error) {
      tab?.close();
      toast.error("Could not connect Google", { description: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button variant={variant} onClick={connect} disabled={busy}>
      {busy ? "Connecting…" : label}
    </Button>
  );
}
