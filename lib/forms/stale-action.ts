import "server-only";
// A form sent without JavaScript names its server action by id (React's hidden `$ACTION_…` fields).
// The ids come from the build's key, the action's file and its name (scripts/lib/build-identity.mjs):
// a page of another build (opened before a release, or served by a server built with another key)
// can name an action this build does not have, and Next.js answers that with a bare 409. proxy.ts
// asks here first, and sends such a post to /send-again/<form> with the visitor's words instead.
import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import "@/lib/validation/jitless";
import { ENQUIRY_SOURCE_FIELD, enquirySourceSchema } from "@/lib/validation/enquiry";
import { formFields } from "./state";

const ACTION_ID_FIELD = "$ACTION_ID_";
const BOUND_ACTION_FIELD = /^\$ACTION_\d+:0$/;
/** The request header that carries the words to /send-again (set by proxy.ts only; it drops a client's own). */
export const STALE_FORM_HEADER = "x-band-stale-form";

let builtActionIds: Set<string> | null | undefined;

/**
 * The actions this build has, from the manifest `next build` writes beside the server's code; null
 * where it is not on this server's disk (Vercel's functions carry only what they trace, and Vercel
 * keeps older deployments' forms working itself): every post is then left to Next.js.
 */
function knownActionIds(): Set<string> | null {
  if (builtActionIds !== undefined) return builtActionIds;
  try {
    const manifest = JSON.parse(readFileSync(path.join(process.cwd(), ".next", "server", "server-reference-manifest.json"), "utf8")) as { node?: object };
    builtActionIds = new Set(Object.keys(manifest.node ?? {}));
  } catch {
    builtActionIds = null;
  }
  return builtActionIds;
}

function knownChecker(): ((id: string) => boolean) | null {
  const known = knownActionIds();
  return known && ((id: string) => known.has(id));
}

/** The action ids a form sent without JavaScript names, read as Next.js reads them. */
export function postedActionIds(form: FormData): string[] {
  const ids: string[] = [];
  for (const [name, value] of form.entries()) {
    if (name.startsWith(ACTION_ID_FIELD)) ids.push(name.slice(ACTION_ID_FIELD.length));
    else if (BOUND_ACTION_FIELD.test(name) && typeof value === "string") {
      try {
        const { id } = JSON.parse(value) as { id?: unknown };
        if (typeof id === "string") ids.push(id);
      } catch {
        ids.push(value); // malformed: not an action of this build either
      }
    }
  }
  return ids;
}

export const staleFormSchema = z.object({
  form: z.union([enquirySourceSchema, z.literal("newsletter"), z.literal("unsubscribe")]),
  values: z.record(z.string(), z.string().max(10_000)),
});
export type StaleForm = z.infer<typeof staleFormSchema>;

/** Which of the site's forms was sent, and what was typed in it (the action's own fields left out). */
function staleFormOf(form: FormData): StaleForm {
  const values = formFields(form);
  const source = enquirySourceSchema.safeParse(values[ENQUIRY_SOURCE_FIELD]);
  if (source.success) return { form: source.data, values };
  if ("token" in values) return { form: "unsubscribe", values: { token: values.token! } };
  return { form: "newsletter", values: { email: values.email ?? "" } };
}

/**
 * The form of a post that names an action this build does not have, or null for every other
 * request (a post of this build, an API call, a post that names no action at all).
 */
export async function staleFormPost(request: Request, isKnown: ((id: string) => boolean) | null = knownChecker()): Promise<StaleForm | null> {
  if (!isKnown || request.method !== "POST" || request.headers.has("next-action")) return null;
  if (!request.headers.get("content-type")?.toLowerCase().startsWith("multipart/form-data")) return null;
  let form: FormData;
  try {
    form = await request.clone().formData();
  } catch {
    return null; // not a form Next.js could read either: its own answer stands
  }
  const ids = postedActionIds(form);
  return ids.length > 0 && !ids.every(isKnown) ? staleFormOf(form) : null;
}

/** The header value: JSON in base64url, since a header carries no Unicode as it is. */
export const encodeStaleForm = (form: StaleForm) => Buffer.from(JSON.stringify(form), "utf8").toString("base64url");

export function decodeStaleForm(header: string | null): StaleForm | null {
  if (!header) return null;
  try {
    return staleFormSchema.safeParse(JSON.parse(Buffer.from(header, "base64url").toString("utf8"))).data ?? null;
  } catch {
    return null;
  }
}
