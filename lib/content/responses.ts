import "server-only";
import { NextResponse } from "next/server";
import type { ContentWriteResult } from "./store";
import { jsonReply } from "@/lib/http";

/** A store result as the /api/admin/content/* routes answer it: the value under its key, or { error, fields }. */
export function contentResponse<T>(result: ContentWriteResult<T>, key: string, status = 200): NextResponse {
  if (!result.ok) return jsonReply({ error: result.error, ...(result.fields ? { fields: result.fields } : {}) }, { status: result.status });
  return jsonReply({ [key]: result.value }, { status });
}

export const contentJson = (body: unknown) => jsonReply(body);
