import { withAdmin } from "@/lib/auth/guard";
import { invalidInput, jsonReply, queryOf } from "@/lib/http";
import { consentDays } from "@/lib/privacy/consents";
import { consentDaysSchema } from "@/lib/validation/privacy";

export const dynamic = "force-dynamic";

// Owner and manager (issue 66): GET ?days= → { days: [{ date, accepted, rejected, none }] }, the
// ad consent bar's answers per Lagos day, oldest first.
export const GET = withAdmin("privacy", async (request) => {
  const parsed = consentDaysSchema.safeParse(queryOf(request));
  if (!parsed.success) throw invalidInput(parsed.error);
  return jsonReply({ days: await consentDays(parsed.data.days) });
});
