import { auditRequest } from "@/lib/audit/events";
import { withAdmin } from "@/lib/auth/guard";
import { confirmEnrolment } from "@/lib/auth/two-factor";
import { jsonError, jsonReply, readJson } from "@/lib/http";
import { twoFactorEnableSchema } from "@/lib/validation/two-factor";

export const dynamic = "force-dynamic";

const refusals: Record<"not-started" | "already-enabled" | "wrong-code", [number, string]> = {
  "not-started": [409, "Start the set-up first"],
  "already-enabled": [409, "Two-factor sign-in is already on"],
  "wrong-code": [400, "That code is not correct. Check the time on your phone and enter the code the app shows now."],
};

// Admin: confirms enrolment with the app's first code { code } → { recoveryCodes, endedSessions }.
// The ten recovery codes are in this answer only; every other session of the admin ends.
export const POST = withAdmin(
  async (request, { admin }) => {
    const body = await readJson(request, twoFactorEnableSchema, 1024);
    if (!body.ok) return body.response;
    const result = await confirmEnrolment(admin, body.data.code);
    await auditRequest(request, admin, {
      action: "two-factor-enable",
      outcome: result.ok ? "success" : "failure",
      target: result.ok ? `${result.endedSessions} other sessions ended` : result.reason,
    });
    if (!result.ok) return jsonError(...refusals[result.reason]);
    return jsonReply({ recoveryCodes: result.recoveryCodes, endedSessions: result.endedSessions });
  },
  { duringEnrolment: true },
);
