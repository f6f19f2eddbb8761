import { withAdmin } from "@/lib/auth/guard";
import { jsonReply, routeId } from "@/lib/http";
import { inviteLineup } from "@/lib/players/gigs";
import { siteOrigin } from "@/lib/site-origin";

type Context = { params: Promise<{ id: string }> };

// Invites every slot not invited yet (gig_invite on WhatsApp through the outbox, when set up)
// → { invited, viaWhatsapp, links: [{ slotId, name, link, whatsappUrl }] }.
export const POST = withAdmin<Context>("players", async (_request, context) => jsonReply(await inviteLineup(await routeId(context), siteOrigin())));
