"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef } from "react";
import { toast } from "sonner";
import { connectionFailureText } from "@/lib/integrations/return-reasons";

const labels: Record<string, string> = { "/admin/reviews": "Google Business Profile", "/admin/revenue": "AdSense" };

/** After Google sends the admin back (/admin/<tab>?google=connected|error&reason=<code>), says how it went once, in fixed words. */
export function GoogleReturnToast() {
  const router = useRouter();
  const shown = useRef(false);
  useEffect(() => {
    const url = new URL(window.location.href);
    const outcome = url.searchParams.get("google");
    // Once: the URL is cleaned up by a navigation, which is not instant.
    if (!outcome || shown.current) return;
    shown.current = true;
    const product = labels[url.pathname] ?? "Google";
    if (outcome === "connected") toast.success(`${product} Connected`, { description: "The connection to Google is ready." });
    else toast.error("Google Connection Failed", { description: connectionFailureText(url.searchParams.get("reason")) });
    for (const name of ["google", "reason", "message"]) url.searchParams.delete(name);
    // Through the router, not history.replaceState: the entry keeps Next's state, so Back to it works.
    router.replace(url.pathname + url.search, { scroll: false });
  }, [router]);
  return null;
}
