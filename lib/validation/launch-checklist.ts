import "server-only";
import { z } from "zod";
import "./jitless";

/** PUT /api/admin/launch-checklist/{id}: "Not using this" (true) or show it again (false). */
export const launchItemDismissalSchema = z.object({ dismissed: z.boolean({ error: "dismissed must be true or false" }) }).strict();
