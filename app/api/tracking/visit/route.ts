import type { NextRequest } from "next/server";
import { ingest } from "@/lib/tracking/handle";
import { recordVisit } from "@/lib/tracking/ingest";
import { visitSchema } from "@/lib/validation/tracking";

export function POST(request: NextRequest) {
  return ingest(request, visitSchema, (visit) => recordVisit({ ...visit, userAgent: visit.userAgent ?? request.headers.get("user-agent")?.slice(0, 500) ?? undefined }));
}
