"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ADSENSE_AUTH_URL_ENDPOINT } from "@/fixed/guides";
import { getJson, HttpError } from "@/lib/browser/fetch";

const NOT_CONFIGURED = "AdSense is not configured on this server yet.";
const SIGN_IN_FIRST = "Sign in to the admin panel first, then press Connect AdSense again.";

/** What the admin reads when the address could not be had. */
function connectFailure(error: unknown): string {
  if (!(error instanceof HttpError)) return NOT_CONFIGURED;
  if (error.status === 401) return SIGN_IN_FIRST;
  // 503: Google is not configured, and the server's { error } names the variables to set.
  const serverSaid = typeof error.body === "object" && error.body !== null && "error" in error.body;
  return error.status === 503 && serverSaid ? error.message : NOT_CONFIGURED;
}

/** Asks the server for the AdSense authorisation address and opens it in a new tab (spec section 7). */
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
      const { authUrl } = await getJson<{ authUrl?: unknown }>(ADSENSE_AUTH_URL_ENDPOINT);
      if (typeof authUrl !== "string" || !/^https?:\/\//.test(authUrl)) throw new Error(NOT_CONFIGURED);
      if (tab) tab.location.href = authUrl;
      else window.open(authUrl, "_blank", "noopener");
      setMessage("The Google sign-in opened in a new tab. You return to the admin panel when it is done.");
    } catch (error) {
      tab?.close();
      setMessage(connectFailure(error));
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
