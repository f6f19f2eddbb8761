"use client";

import { useEffect } from "react";
import { toast } from "sonner";

const labels: Record<string, string> = { "/admin/reviews": "Google Business Profile", "/admin/revenue": "AdSense" };

/** After Google sends the admin back (/admin/<tab>?google=connected|error), says how it went once. */
export function GoogleReturnToast() {
  useEffect(() => {
    const url = new URL(window.location.href);
    const outcome = url.searchParams.get("google");
    if (!outcome) return;
    const product = labels[url.pathname] ?? "Google";
    if (outcome === "connected") toast.success(`${product} Connected`, { description: "The connection to Google is ready." });
    else toast.error("Google Connection Failed", { description: url.searchParams.get("message") ?? "Try Connect again." });
    for (const name of ["google", "message"]) url.searchParams.delete(name);
    window.history.replaceState(null, "", url.pathname + url.search);
  }, []);
  return null;
}
