// The one way a zod error becomes the words of a 400 (issue 49): `error` names the first problem,
// `fields` each offending field with its first problem. Shared by route handlers, stores, the
// forms' server actions and the panel's forms that check before they send; zod's core error
// type, so schemas from zod and zod/mini both fit.
import type { $ZodError } from "zod/v4/core";

/** "field: message" for the first problem zod found. */
export function firstIssue(error: $ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "Invalid request";
  const field = issue.path.join(".");
  return field ? `${field}: ${issue.message}` : issue.message;
}

type FieldOptions = {
  /** Where a problem of the whole body goes (e.g. "form"); left out by default. */
  root?: string;
  /** The words for an unknown key of the body itself ("Unknown setting"); nested ones are "Unknown field". */
  unknownTopLevel?: string;
};

/** Each offending field (a dotted path) with its first problem; every unknown key is named. */
export function issuesToFields(error: $ZodError, { root, unknownTopLevel = "Unknown field" }: FieldOptions = {}): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join(".");
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) fields[path ? `${path}.${key}` : key] ??= path ? "Unknown field" : unknownTopLevel;
      continue;
    }
    const name = path || root;
    if (name) fields[name] ??= issue.message;
  }
  return fields;
}
