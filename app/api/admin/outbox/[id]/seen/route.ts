import { ApiError } from "@/lib/common/api-error";
import { markUndeliveredAlertSeen } from "@/lib/alerts/fallback";
import { withAdmin } from "@/lib/auth/guard";
import { jsonReply, routeId } from "@/lib/http";

type Context = { params: Promise<{ id: string }> };

// Everyone whose role reads enquiries sees the Overview's "N alerts not delivered", so each of them
// may say they have seen one (it changes nothing about the enquiry): read access.
export const POST = withAdmin<Context>(
  "enquiries",
  async (_request, { params }) => {
    const id = await routeId({ params });
    if (!(await markUndeliveredAlertSeen(id))) throw new ApiError(404, "not_found", "No undelivered alert with that id waits to be seen");
    return jsonReply({ id });
  },
  { access: "read" },
);
