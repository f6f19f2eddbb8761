import "server-only";
import { NextResponse } from "next/server";
import type { ContentWriteResult } from "./store";

const noStore = { "Cache-Control": "no-store" };

/** A store result as the /api/admin/content/* routes answer it: the value under its key, or { error, fields }. */
export function contentResponse<T>(result: ContentWriteResult<T>, key: string, status = 200): NextResponse {
  if (!result.ok) return NextResponse.json({ error: result.error, ...(result.fields ? { fields: result.fields } : {}) }, { status: result.status, headers: noStore });
  return NextResponse.json({ [key]: result.value }, { status, headers: noStore });
}

export const contentJson = (body: unknown) => NextResponse.json(body, { headers: noStore });
