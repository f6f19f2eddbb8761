import { NextResponse } from "next/server";
import { auditRequest } from "@/lib/audit/events";
import { withAdmin } from "@/lib/auth/guard";
import { demoContentCounts, removeDemoContent } from "@/lib/setup/demo-removal";

export const dynamic = "force-dynamic";

// Admin: how much demo content is stored → { reviews, tracks, contacts, onPublicSite }.
export const GET = withAdmin(async () => NextResponse.json(await demoContentCounts(), { headers: { "Cache-Control": "no-store" } }));

// Admin: removes all demo reviews, tracks (with their files) and enquiries → { success, removed }.
export const DELETE = withAdmin(async (request, { admin }) => {
  const removed = await removeDemoContent();
  await auditRequest(request, admin, { action: "delete", target: "demo content" });
  return NextResponse.json({ success: true, removed }, { headers: { "Cache-Control": "no-store" } });
});
