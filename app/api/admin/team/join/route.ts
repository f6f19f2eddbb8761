import type { NextRequest } from "next/server";
import { withErrorNet } from "@/lib/error-net";
import { clientIp, crossSiteRefused, isSameOrigin, jsonReply, readJson } from "@/lib/http";
import { joinTeam } from "@/lib/team/invitations";
import { joinSchema } from "@/lib/validation/team";

// Public: a person answers their invitation { token, username, password } → 201 { member }.
// Counted per address like a sign-in; 410 for a link that no longer works, 409 for a taken username.
export const POST = withErrorNet(async (request: NextRequest) => {
  if (!isSameOrigin(request)) throw crossSiteRefused();
  const body = await readJson(request, joinSchema, 4096);
  const member = await joinTeam(body, { ip: clientIp(request.headers), userAgent: request.headers.get("user-agent") });
  return jsonReply({ member }, { status: 201 });
});
