import { ApiError } from "@/lib/common/api-error";
import { audit } from "@/lib/audit/events";
import { withAdmin } from "@/lib/auth/guard";
import { confirmEnrolment } from "@/lib/auth/two-factor";
import { jsonReply, readJson } from "@/lib/http";
import { twoFactorEnableSchema } from "@/lib/validation/two-factor";

export const dynamic = "force-dynamic";

const refusals = {
  "not-started": () => new ApiError(409, "conflict", "Start the set-up first"),
  "already-enabled": () => new ApiError(409, "conflict", "Two-factor sign-in is already on"),
  "wrong-code": () => new ApiError(400, "invalid_input", "That code is not correct. Check the time on your phone and enter the code the app shows now."),
};

// Admin: confirms enrolment with the app's first code { code } → { recoveryCodes, endedSessions }.
// The ten recovery codes are in this answer only; every other session of the admin ends.
export const POST = withAdmin(
  "self",
  async (request, { admin, actor }) => {
    const body = await readJson(request, twoFactorEnableSchema, 1024);
    const result = await confirmEnrolment(admin, body.code);
    await audit(actor, {
      action: "two-factor-enable",
      outcome: result.ok ? "success" : "failure",
      target: result.ok ? `${result.endedSessions} other sessions ended` : result.reason,
    });
    if (!result.ok) throw refusals[result.reason]();
    return jsonReply({ recoveryCodes: result.recoveryCodes, endedSessions: result.endedSessions });
  },
  { duringEnrolment: true },
);
