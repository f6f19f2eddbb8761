"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ADSENSE_AUTH_URL_ENDPOINT } from "@/content/guides";

const NOT_CONFIGURED = "AdSense is not configured on this server yet.";

/** Asks the server for the AdSense authorisation address and opens it in a new tab. */
export function AdsenseConnect() {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState("");

  async function connect() {
    setBusy(true);
    setMessage("");
    // Opened before the fetch so the browser still counts it as a response to the click.
    const tab = window.open("", "_blank");
    if (tab) tab.opener = null;
    try {
      const response = await fetch(ADSENSE_AUTH_URL_ENDPOINT, { cache: "no-store" });
      const body: unknown = response.ok ? await response.json() : null;
      const authUrl = body && typeof body === "object" && "authUrl" in body ? body.authUrl : null;
      if (typeof authUrl !== "string" || !authUrl.startsWith("https://")) throw new Error("no auth url");
      if (tab) tab.location.href = authUrl;
      else window.open(authUrl, "_blank", "noopener");
      setMessage("The Google sign-in opened in a new tab.");
    } catch {
      tab?.close();
      setMessage(NOT_CONFIGURED);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mt-4">
      <Button onClick={connect} disabled={busy}>
        {busy ? "Connecting…" : "Connect AdSense"}
      </Button>
      <p role="status" className="mt-3 min-h-6 font-medium">
        {message}
      </p>
    </div>
  );
}
