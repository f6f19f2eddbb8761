import { ApiError } from "@/lib/common/api-error";
import { markUndeliveredAlertSeen } from "@/lib/alerts/fallback";
import { withAdmin } from "@/lib/auth/guard";
import { jsonReply } from "@/lib/http";

type Context = { params: Promise<{ id: string }> };

// Everyone whose role reads enquiries sees the Overview's "N alerts not delivered", so each of them
// may say they have seen one (it changes nothing about the enquiry): read access.
export const POST = withAdmin<Context>(
  "enquiries",
  async (_request, { params }) => {
    const id = Number((await params).id);
    if (!Number.isInteger(id) || id < 1) throw new ApiError(400, "invalid_input", "id: must be a positive whole number");
    if (!(await markUndeliveredAlertSeen(id))) throw new ApiError(404, "not_found", "No undelivered alert with that id waits to be seen");
    return jsonReply({ id });
  },
  { access: "read" },
);
