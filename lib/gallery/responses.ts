import { NextResponse } from "next/server";
import type { z } from "zod";

/** 400 `{ error, fields }`: the first problem, and one message per named field. */
export function fieldErrorResponse(error: z.ZodError): NextResponse {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.join(".");
    if (field && !(field in fields)) fields[field] = issue.message;
  }
  const first = error.issues[0];
  const message = first ? (first.path.length ? `${first.path.join(".")}: ${first.message}` : first.message) : "Invalid request";
  return NextResponse.json({ error: message, fields }, { status: 400, headers: { "Cache-Control": "no-store" } });
}
