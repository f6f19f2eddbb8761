import "server-only";
import { GoogleIntegrationError } from "./errors";
import { googleTimeoutMs } from "./google-config";

const MAX_429_RETRIES = 3;
const MAX_RETRY_WAIT_MS = 30_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Retry-After as seconds or an HTTP date, in ms; 1 s when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number {
  if (!header) return 1000;
  const seconds = Number(header);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(header) - now;
  return Number.isFinite(ms) ? Math.min(MAX_RETRY_WAIT_MS, Math.max(0, ms)) : 1000;
}

/** Google's own explanation in an error body ({ error: { message } } or { error_description }). */
export function googleMessage(body: unknown): string | null {
  if (!body || typeof body !== "object") return null;
  const record = body as Record<string, unknown>;
  if (typeof record.error_description === "string") return record.error_description;
  const error = record.error;
  if (error && typeof error === "object" && typeof (error as Record<string, unknown>).message === "string") return (error as { message: string }).message;
  if (typeof error === "string") return error;
  return null;
}

export type GoogleResponse = { status: number; body: unknown };

/**
 * One call to a Google endpoint: a timeout, bounded retries on 429 (honouring Retry-After), and a
 * JSON body or a clear error. Other non-2xx answers come back to the caller, which knows what
 * they mean (the token endpoint's invalid_grant, an API's 403).
 */
export async function googleRequest(url: string, init: RequestInit, what: string): Promise<GoogleResponse> {
  for (let attempt = 0; ; attempt++) {
    let response: Response;
    let text: string;
    try {
      response = await fetch(url, { ...init, signal: AbortSignal.timeout(googleTimeoutMs()), cache: "no-store" });
      text = await response.text();
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
      throw new GoogleIntegrationError(
        "unreachable",
        timedOut ? `Google did not answer in time (${what}). Try again later.` : `Google could not be reached (${what}). Try again later.`,
      );
    }
    if (response.status === 429 && attempt < MAX_429_RETRIES) {
      await sleep(retryAfterMs(response.headers.get("retry-after")));
      continue;
    }
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : {};
    } catch {
      throw new GoogleIntegrationError("malformed", `Google answered ${what} with something that is not JSON (HTTP ${response.status}). Try again later.`);
    }
    return { status: response.status, body };
  }
}

/** A GET to a Google API with the access token; anything but 2xx is an error. */
export async function googleGet(url: string, accessToken: string, what: string): Promise<unknown> {
  const { status, body } = await googleRequest(url, { headers: { Authorization: `Bearer ${accessToken}`, Accept: "application/json" } }, what);
  if (status === 429) throw new GoogleIntegrationError("unreachable", `Google is limiting requests (${what}). Try again in a few minutes.`);
  if (status === 401) throw new GoogleIntegrationError("reconnect", "Google refused the stored connection. Connect Google again.");
  if (status < 200 || status >= 300) {
    const detail = googleMessage(body);
    throw new GoogleIntegrationError("rejected", `Google refused ${what} (HTTP ${status})${detail ? `: ${detail}` : ""}`);
  }
  return body;
}
