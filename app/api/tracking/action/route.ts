import type { NextRequest } from "next/server";
import { withErrorNet } from "@/lib/error-net";
import { ingest } from "@/lib/tracking/handle";
import { recordAction } from "@/lib/tracking/ingest";
import { actionSchema } from "@/lib/validation/tracking";

export const POST = withErrorNet((request: NextRequest) => {
  return ingest(request, actionSchema, recordAction);
});
