// Browser-side JSON calls with the spec's error rule: a failed response becomes
// "status: body text" (or the status text when the body is empty).
import { NEXT_CURSOR_HEADER } from "@/lib/common/next-cursor-header";
import { isErrorCode, type ErrorCode } from "@/lib/common/api-error";
import { describeHttpError } from "./http-error";

/** Reads JSON; a 401 is an error like any other failure. */
export async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { credentials: "include", headers: { Accept: "application/json" } });
  const text = await response.text();
  if (!response.ok) throw httpError(response, text);
  return JSON.parse(text) as T;
}

/**
 * One page of a paged panel list: its rows (the body, or the body's `rowsKey` list when the answer
 * carries more), the whole body, and the cursor of the next page (null on the last).
 */
export async function getPage<T>(url: string, rowsKey?: string): Promise<{ rows: T[]; body: unknown; nextCursor: string | null }> {
  const response = await fetch(url, { credentials: "include", headers: { Accept: "application/json" } });
  const text = await response.text();
  if (!response.ok) throw httpError(response, text);
  const body = JSON.parse(text) as unknown;
  const rows = rowsKey ? (body as Record<string, T[]>)[rowsKey] : body;
  return { rows: rows as T[], body, nextCursor: response.headers.get(NEXT_CURSOR_HEADER) };
}

/** `keepalive`: the request outlives the page (a last save as the visitor leaves it). */
export async function postJson<T>(url: string, body?: unknown, method: "POST" | "PUT" | "PATCH" | "DELETE" = "POST", { keepalive = false } = {}): Promise<T> {
  const response = await fetch(url, {
    method,
    keepalive,
    credentials: "include",
    headers: body === undefined ? undefined : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw httpError(response, text);
  return (text ? JSON.parse(text) : {}) as T;
}

/** Sends a multipart form (an upload); throws HttpError like postJson. */
export async function postForm<T>(url: string, form: FormData, method: "POST" | "PUT" = "POST"): Promise<T> {
  const response = await fetch(url, { method, credentials: "include", body: form });
  const text = await response.text();
  if (!response.ok) throw httpError(response, text);
  return (text ? JSON.parse(text) : {}) as T;
}

export type SaveOutcome<T> = { ok: true; data: T } | { ok: false; error: string; fields: Record<string, string> };

/**
 * postJson for the panel's forms, as an outcome instead of a throw: a 400's `fields` come back for
 * the form to show beside each input, the error for the toast.
 */
export async function sendJson<T>(url: string, method: "POST" | "PUT" | "PATCH" | "DELETE", body?: unknown): Promise<SaveOutcome<T>> {
  try {
    return { ok: true, data: await postJson<T>(url, body, method) };
  } catch (error) {
    if (!(error instanceof HttpError)) return { ok: false, error: "The panel could not reach the server. Please try again.", fields: {} };
    return { ok: false, error: error.message, fields: error.fields };
  }
}

/** The first problem of a field and of anything inside it ("features" takes "features.2"). */
export function fieldProblem(fields: Record<string, string>, name: string): string | undefined {
  return fields[name] ?? Object.entries(fields).find(([key]) => key.startsWith(`${name}.`))?.[1];
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

  /** The answer's `code` (lib/common/api-error.ts, docs/errors.md): what the panel branches on; undefined for an answer without one (a proxy's page). */
  get code(): ErrorCode | undefined {
    const code = this.body && typeof this.body === "object" && "code" in this.body ? this.body.code : undefined;
    return isErrorCode(code) ? code : undefined;
  }

  /** A field of the error answer beside `error` and `code` (the over-capacity answer's `date`, the login's `twoFactor`). */
  detail(name: string): unknown {
    return this.body && typeof this.body === "object" ? (this.body as Record<string, unknown>)[name] : undefined;
  }

  /** A 400's messages by field (`{ error, fields }`, the API's one error shape), else none. */
  get fields(): Record<string, string> {
    const fields = this.body && typeof this.body === "object" && "fields" in this.body ? this.body.fields : null;
    if (!fields || typeof fields !== "object") return {};
    return Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
  }
}

const httpError = (response: Response, text: string) => httpErrorOf(response.status, text, response.statusText);

/** The HttpError of a failed answer, from its status and body (an XMLHttpRequest's too). */
export function httpErrorOf(status: number, text: string, statusText = ""): HttpError {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined; // not JSON: the generic rule applies
  }
  const error = body && typeof body === "object" && "error" in body && typeof body.error === "string" ? body.error : undefined;
  return new HttpError(status, error ? withoutFieldKey(error, body) : describeHttpError(status, text, statusText), body);
}

/**
 * A 400's `error` is "socials.youtube: Enter a link…" for the API's callers; a person reads the
 * message alone, which names the field by its label (issue 64), beside the input it is about.
 */
function withoutFieldKey(error: string, body: unknown): string {
  const fields = body && typeof body === "object" && "fields" in body && body.fields && typeof body.fields === "object" ? Object.keys(body.fields) : [];
  const key = fields.find((name) => error.startsWith(`${name}: `));
  return key ? error.slice(key.length + 2) : error;
}

/** SWR's defaults for the admin (spec section 7): nothing goes stale, refetches on focus, polls or retries unless asked. */
export const adminSwrOptions = {
  revalidateOnFocus: false,
  revalidateIfStale: false,
  revalidateOnReconnect: false,
  shouldRetryOnError: false,
} as const;
