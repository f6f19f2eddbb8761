import { listAuditEvents } from "@/lib/audit/list";
import { withAdmin } from "@/lib/auth/guard";
import { invalidInput, jsonReply } from "@/lib/http";
import { auditQuerySchema } from "@/lib/validation/audit";

export const dynamic = "force-dynamic";

// Admin: the latest audit events → { events, nextBefore }; ?action=&outcome=&username=&before=&limit= filter and page.
export const GET = withAdmin(async (request) => {
  const parsed = auditQuerySchema.safeParse(Object.fromEntries(request.nextUrl.searchParams));
  if (!parsed.success) return invalidInput(parsed.error);
  return jsonReply(await listAuditEvents(parsed.data));
});
