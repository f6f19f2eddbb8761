import { withAdmin } from "@/lib/auth/guard";
import { twoFactorStatus } from "@/lib/auth/two-factor";
import { jsonReply } from "@/lib/http";

export const dynamic = "force-dynamic";

// Admin: whether two-factor sign-in is on → { enabled, enabledAt, recoveryCodesLeft, required }.
export const GET = withAdmin("self", async (_request, { admin }) => jsonReply(await twoFactorStatus(admin.adminId)), {
  duringEnrolment: true,
});
