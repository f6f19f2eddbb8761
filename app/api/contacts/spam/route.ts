import { withAdmin } from "@/lib/auth/guard";
import { countContacts } from "@/lib/contacts/queries";
import { jsonReply } from "@/lib/http";
import type { SpamFolderCount } from "@/lib/validation/contact-admin";

export const dynamic = "force-dynamic";

// Admin: how many enquiries wait in the spam folder (the inbox says so, so none is missed there).
export const GET = withAdmin("enquiries", async () => jsonReply({ held: await countContacts({ folder: "spam" }) } satisfies SpamFolderCount));
