import type { NextRequest } from "next/server";
import { withErrorNet } from "@/lib/error-net";
import { ingest } from "@/lib/tracking/handle";
import { recordVisit } from "@/lib/tracking/ingest";
import { visitSchema } from "@/lib/validation/tracking";

export const POST = withErrorNet((request: NextRequest) => {
  return ingest(request, visitSchema, (visit) => recordVisit({ ...visit, userAgent: visit.userAgent ?? request.headers.get("user-agent")?.slice(0, 500) ?? undefined }));
});
