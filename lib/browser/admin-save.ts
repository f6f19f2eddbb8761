// The panel's writes that answer 400 { error, fields }: the fields come back for the form to show
// beside each input, the error for the toast.
import { describeHttpError } from "./http-error";

export type SaveOutcome<T> = { ok: true; data: T } | { ok: false; error: string; fields: Record<string, string> };

export async function sendJson<T>(url: string, method: "POST" | "PUT" | "PATCH" | "DELETE", body?: unknown): Promise<SaveOutcome<T>> {
  try {
    const response = await fetch(url, {
      method,
      credentials: "include",
      headers: body === undefined ? undefined : { "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    const answer = (text ? JSON.parse(text) : {}) as { error?: string; fields?: Record<string, string> };
    if (response.ok) return { ok: true, data: answer as T };
    return { ok: false, error: answer.error ?? describeHttpError(response.status, text, response.statusText), fields: answer.fields ?? {} };
  } catch {
    return { ok: false, error: "The panel could not reach the server. Please try again.", fields: {} };
  }
}

/** The first problem of a field and of anything inside it ("features" takes "features.2"). */
export function fieldProblem(fields: Record<string, string>, name: string): string | undefined {
  return fields[name] ?? Object.entries(fields).find(([key]) => key.startsWith(`${name}.`))?.[1];
}
