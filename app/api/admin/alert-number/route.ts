import { audit } from "@/lib/audit/events";
import { withAdmin } from "@/lib/auth/guard";
import { jsonReply, readJson } from "@/lib/http";
import { readAlertNumber, saveAlertNumber } from "@/lib/team/members";
import { displayPhone } from "@/lib/validation/phone-number";
import { alertNumberSchema, type AlertNumberAnswer } from "@/lib/validation/team";

export const dynamic = "force-dynamic";

// Each person's own WhatsApp number for enquiry alerts (issue 62, item 4; Security tab), beside
// Settings' alert numbers: GET → { whatsapp }; PUT { whatsapp: "+234…" | "" | null } → { whatsapp }.
export const GET = withAdmin("self", async (_request, { admin }) => jsonReply({ whatsapp: await readAlertNumber(admin.adminId) } satisfies AlertNumberAnswer));

export const PUT = withAdmin("self", async (request, { admin, actor }) => {
  const { whatsapp } = await readJson(request, alertNumberSchema, 1024);
  const saved = await saveAlertNumber(admin.adminId, whatsapp);
  await audit(actor, { action: "alerts-change", target: saved ? `WhatsApp alerts to ${displayPhone(saved)}` : "WhatsApp alerts turned off" });
  return jsonReply({ whatsapp: saved } satisfies AlertNumberAnswer);
});
