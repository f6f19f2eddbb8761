// Browser-side JSON calls with the spec's error rule: a failed response becomes
// "status: body text" (or the status text when the body is empty).
import { describeHttpError } from "./http-error";

/** Reads JSON; a 401 is an error like any other failure. */
export async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { credentials: "include", headers: { Accept: "application/json" } });
  const text = await response.text();
  if (!response.ok) throw httpError(response, text);
  return JSON.parse(text) as T;
}

export async function postJson<T>(url: string, body?: unknown, method: "POST" | "PUT" | "PATCH" | "DELETE" = "POST"): Promise<T> {
  const response = await fetch(url, {
    method,
    credentials: "include",
    headers: body === undefined ? undefined : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw httpError(response, text);
  return (text ? JSON.parse(text) : {}) as T;
}

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The answer's JSON body, when it had one (a 409's details, say). */
    readonly body?: unknown,
  ) {
    super(message);
  }
}

function httpError(response: Response, text: string): HttpError {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return new HttpError(response.status, errorMessage(text) ?? describeHttpError(response.status, text, response.statusText), body);
}

/** The `error` field of a JSON error body, when there is one. */
export function errorMessage(text: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === "object" && "error" in parsed && typeof parsed.error === "string") return parsed.error;
  } catch {
    // Not JSON: the generic rule applies.
  }
  return undefined;
}

/** SWR's defaults for the admin (spec section 7): nothing goes stale, refetches on focus, polls or retries unless asked. */
export const adminSwrOptions = {
  revalidateOnFocus: false,
  revalidateIfStale: false,
  revalidateOnReconnect: false,
  shouldRetryOnError: false,
} as const;
