import { NextResponse, type NextRequest } from "next/server";
import { adminSessionFromRequest } from "@/lib/auth/guard";

export async function GET(request: NextRequest) {
  const admin = await adminSessionFromRequest(request);
  return NextResponse.json({ authenticated: admin !== null }, { headers: { "Cache-Control": "no-store" } });
}
