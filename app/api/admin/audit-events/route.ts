import { listAuditEvents } from "@/lib/audit/list";
import { withAdmin } from "@/lib/auth/guard";
import { invalidInput, pagedReply, queryOf } from "@/lib/http";
import { auditQuerySchema } from "@/lib/validation/audit";

export const dynamic = "force-dynamic";

// Admin: a page of the latest audit events → { events }, X-Next-Cursor naming the next page;
// ?action=&outcome=&username=&cursor=&limit= filter and page.
export const GET = withAdmin("team", async (request) => {
  const parsed = auditQuerySchema.safeParse(queryOf(request));
  if (!parsed.success) throw invalidInput(parsed.error);
  const page = await listAuditEvents(parsed.data);
  return pagedReply(page, { events: page.rows });
});
