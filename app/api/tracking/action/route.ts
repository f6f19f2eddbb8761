import type { NextRequest } from "next/server";
import { ingest } from "@/lib/tracking/handle";
import { recordAction } from "@/lib/tracking/ingest";
import { actionSchema } from "@/lib/validation/tracking";

export function POST(request: NextRequest) {
  return ingest(request, actionSchema, recordAction);
}
