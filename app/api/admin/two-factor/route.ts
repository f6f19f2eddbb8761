import { NextResponse } from "next/server";
import { withAdmin } from "@/lib/auth/guard";
import { twoFactorStatus } from "@/lib/auth/two-factor";

export const dynamic = "force-dynamic";

// Admin: whether two-factor sign-in is on → { enabled, enabledAt, recoveryCodesLeft, required }.
export const GET = withAdmin(async (_request, { admin }) => NextResponse.json(await twoFactorStatus(admin.adminId), { headers: { "Cache-Control": "no-store" } }), {
  duringEnrolment: true,
});
