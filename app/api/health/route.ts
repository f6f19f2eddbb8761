import type { NextRequest } from "next/server";
import { hasCronSecret } from "@/lib/auth/cron";
import { adminSessionFromRequest } from "@/lib/auth/guard";
import { can } from "@/lib/common/roles";
import { withErrorNet } from "@/lib/error-net";
import { healthDetails, healthStatus } from "@/lib/health/checks";
import { jsonReply } from "@/lib/http";

export const dynamic = "force-dynamic";

// For an uptime monitor or a load balancer (issue 65): to anyone, 200 { status: "ok" } or 503
// { status: "down" } (the database does not answer, or uploads cannot be written), nothing more.
// With `Authorization: Bearer $CRON_SECRET` or an owner's session, the details (lib/health/checks.ts):
// 200 with status ok or degraded (something optional down, the outbox stuck), 503 when down.
export const GET = withErrorNet(async (request: NextRequest) => {
  const operator = hasCronSecret(request) || (await ownerSession(request));
  if (!operator) {
    const status = await healthStatus();
    return jsonReply({ status }, { status: status === "ok" ? 200 : 503 });
  }
  const details = await healthDetails();
  return jsonReply(details, { status: details.status === "down" ? 503 : 200 });
});

export const HEAD = GET;

/** The owner's session (the team's write access): a session lookup needs the database, so a down one means no details. */
async function ownerSession(request: NextRequest): Promise<boolean> {
  try {
    const admin = await adminSessionFromRequest(request);
    return Boolean(admin && can(admin.role, "team", "write"));
  } catch {
    return false;
  }
}
