import type { NextRequest } from "next/server";
import { adminSessionFromRequest } from "@/lib/auth/guard";
import { withErrorNet } from "@/lib/error-net";
import { jsonReply } from "@/lib/http";

export const GET = withErrorNet(async (request: NextRequest) => {
  const admin = await adminSessionFromRequest(request);
  return jsonReply({ authenticated: admin !== null });
});
