import { NextResponse, type NextRequest } from "next/server";
import { adminSessionFromRequest } from "@/lib/auth/guard";
import { withErrorNet } from "@/lib/error-net";

export const GET = withErrorNet(async (request: NextRequest) => {
  const admin = await adminSessionFromRequest(request);
  return NextResponse.json({ authenticated: admin !== null }, { headers: { "Cache-Control": "no-store" } });
});
