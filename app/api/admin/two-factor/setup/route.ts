import { ApiError } from "@/lib/common/api-error";
import { withAdmin } from "@/lib/auth/guard";
import { beginEnrolment } from "@/lib/auth/two-factor";
import { jsonReply } from "@/lib/http";

export const dynamic = "force-dynamic";

// Admin: starts enrolment → { manualKey, otpauthUri, qrSvg } (the QR code is drawn here, on the
// server). 409 when two-factor sign-in is already on. Nothing changes until the first code confirms it.
export const POST = withAdmin(
  "self",
  async (_request, { admin }) => {
    const setup = await beginEnrolment(admin);
    if (!setup) throw new ApiError(409, "conflict", "Two-factor sign-in is already on");
    return jsonReply(setup);
  },
  { duringEnrolment: true },
);
