// POST /api/contacts/{id}/whatsapp: a text reply (WhatsApp's limit is 4,096 characters), or the follow-up template.
import { z } from "zod";
import "./jitless";

export const WHATSAPP_TEXT_MAX = 4096;

export const whatsappSendSchema = z
  .strictObject({
    text: z
      .string({ error: "text must be text" })
      .trim()
      .min(1, "Write the reply")
      .max(WHATSAPP_TEXT_MAX, `A WhatsApp message is at most ${WHATSAPP_TEXT_MAX} characters`)
      .optional(),
    followUp: z.literal(true, { error: "followUp must be true" }).optional(),
  })
  .refine((body) => (body.text === undefined) !== (body.followUp === undefined), "Send either { text } or { followUp: true }");
