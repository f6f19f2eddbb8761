"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ADSENSE_AUTH_URL_ENDPOINT } from "@/content/guides";

const NOT_CONFIGURED = "AdSense is not configured on this server yet.";
const SIGN_IN_FIRST = "Sign in to the admin panel first, then press Connect AdSense again.";

/** The server's { error } text, when the answer carries one. */
async function errorText(response: Response): Promise<string | null> {
  try {
    const body: unknown = await response.json();
    return body && typeof body === "object" && "error" in body && typeof body.error === "string" ? body.error : null;
  } catch {
    return null;
  }
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
      const response = await fetch(ADSENSE_AUTH_URL_ENDPOINT, { cache: "no-store", credentials: "include" });
      if (response.status === 401) throw new Error(SIGN_IN_FIRST);
      // 503: Google is not configured, and the server names the variables to set.
      if (response.status === 503) throw new Error((await errorText(response)) ?? NOT_CONFIGURED);
      const body: unknown = response.ok ? await response.json() : null;
      const authUrl = body && typeof body === "object" && "authUrl" in body ? body.authUrl : null;
      if (typeof authUrl !== "string" || !/^https?:\/\//.test(authUrl)) throw new Error(NOT_CONFIGURED);
      if (tab) tab.location.href = authUrl;
      else window.open(authUrl, "_blank", "noopener");
      setMessage("The Google sign-in opened in a new tab. You return to the admin panel when it is done.");
    } catch (error) {
      tab?.close();
      setMessage(error instanceof Error && error.message ? error.message : NOT_CONFIGURED);
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
