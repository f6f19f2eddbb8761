import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import "@/lib/validation/jitless";

// Meta's webhook for the band's WhatsApp number: the verification handshake, the signature of
// each delivery (X-Hub-Signature-256, an HMAC-SHA256 of the raw body with the app secret), and the
// messages and statuses a delivery carries (object "whatsapp_business_account", entry[].changes[]
// .value with messaging_product, metadata, contacts, messages, statuses). The app secret is never
// logged or answered.

const env = (name: string) => process.env[name]?.trim() || undefined;

/** The answer to Meta's GET handshake: the challenge when the verify token matches, else null. */
export function verificationChallenge(params: URLSearchParams): string | null {
  const expected = env("WHATSAPP_VERIFY_TOKEN");
  const given = params.get("hub.verify_token");
  const challenge = params.get("hub.challenge");
  if (!expected || params.get("hub.mode") !== "subscribe" || given === null || challenge === null) return null;
  return sameBytes(given, expected) ? challenge : null;
}

export const webhookSecretMissing = () => !env("WHATSAPP_APP_SECRET");

/** Whether X-Hub-Signature-256 is "sha256=" and the HMAC of exactly these bytes, compared in constant time. */
export function signatureValid(raw: Buffer, header: string | null): boolean {
  const secret = env("WHATSAPP_APP_SECRET");
  const given = /^sha256=([0-9a-f]{64})$/i.exec(header ?? "")?.[1];
  if (!secret || !given) return false;
  const expected = createHmac("sha256", secret).update(raw).digest();
  return timingSafeEqual(Buffer.from(given.toLowerCase(), "hex"), expected);
}

function sameBytes(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

const media = z.looseObject({ caption: z.string().optional(), filename: z.string().optional(), voice: z.boolean().optional(), duration: z.number().optional() });
const message = z.looseObject({
  id: z.string().min(1).max(200),
  from: z.string().regex(/^\d{6,15}$/),
  timestamp: z.string().regex(/^\d{1,12}$/),
  type: z.string().max(40),
  text: z.looseObject({ body: z.string() }).optional(),
  image: media.optional(),
  video: media.optional(),
  audio: media.optional(),
  document: media.optional(),
  sticker: media.optional(),
  location: z.looseObject({ name: z.string().optional(), address: z.string().optional(), latitude: z.number().optional(), longitude: z.number().optional() }).optional(),
  button: z.looseObject({ text: z.string().optional() }).optional(),
  interactive: z.looseObject({ button_reply: z.looseObject({ title: z.string() }).optional(), list_reply: z.looseObject({ title: z.string() }).optional() }).optional(),
  reaction: z.looseObject({ emoji: z.string().optional() }).optional(),
});
const status = z.looseObject({
  id: z.string().min(1).max(200),
  status: z.string().max(20),
  errors: z.array(z.looseObject({ code: z.number().optional(), title: z.string().optional(), message: z.string().optional() })).optional(),
});
const value = z.looseObject({
  messaging_product: z.literal("whatsapp"),
  metadata: z.looseObject({ phone_number_id: z.string() }),
  contacts: z.array(z.looseObject({ wa_id: z.string(), profile: z.looseObject({ name: z.string() }).optional() })).optional(),
  messages: z.array(z.unknown()).optional(),
  statuses: z.array(z.unknown()).optional(),
});
export const webhookDeliverySchema = z.looseObject({
  object: z.literal("whatsapp_business_account"),
  entry: z.array(z.looseObject({ changes: z.array(z.looseObject({ field: z.string(), value: z.unknown() })) })),
});

export type InboundMessage = { waMessageId: string; from: string; name: string | null; at: Date; text: string };
/** `error` as the conversation shows it ("title: message"); `providerError` as the delivery log does ("(#131026) Message undeliverable"). */
export type StatusUpdate = { waMessageId: string; status: string; error: string | null; providerError: string | null };

const line = (label: string, caption?: string) => (caption?.trim() ? `[${label}] ${caption.trim()}` : `[${label}]`);
const minutesAndSeconds = (seconds: number) => `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, "0")}`;

/** A message as one line of text: its words, or what was sent ("[photo] caption", "[voice note, 0:42]"); no media is downloaded. */
function describe(received: z.infer<typeof message>): string {
  switch (received.type) {
    case "text":
      return received.text?.body ?? "";
    case "image":
      return line("photo", received.image?.caption);
    case "video":
      return line("video", received.video?.caption);
    case "audio": {
      const length = received.audio?.duration ? `, ${minutesAndSeconds(received.audio.duration)}` : "";
      return `[${received.audio?.voice === false ? "audio" : "voice note"}${length}]`;
    }
    case "document":
      return line(`document${received.document?.filename ? `: ${received.document.filename}` : ""}`, received.document?.caption);
    case "sticker":
      return "[sticker]";
    case "location": {
      const place = [received.location?.name, received.location?.address].filter(Boolean).join(", ");
      return `[location${place ? `: ${place}` : ""}]`;
    }
    case "contacts":
      return "[contact card]";
    case "button":
      return received.button?.text ?? "[button]";
    case "interactive":
      return received.interactive?.button_reply?.title ?? received.interactive?.list_reply?.title ?? "[reply]";
    case "reaction":
      return `[reaction ${received.reaction?.emoji ?? ""}]`.replace(" ]", "]");
    default:
      return `[${received.type} message]`;
  }
}

/**
 * The messages and statuses of a delivery for this number (WHATSAPP_PHONE_NUMBER_ID), each part
 * read on its own: one malformed message does not lose the rest of the batch.
 */
export function readDelivery(delivery: z.infer<typeof webhookDeliverySchema>): { messages: InboundMessage[]; statuses: StatusUpdate[] } {
  const numberId = env("WHATSAPP_PHONE_NUMBER_ID");
  const messages: InboundMessage[] = [];
  const statuses: StatusUpdate[] = [];
  for (const change of delivery.entry.flatMap((entry) => entry.changes)) {
    if (change.field !== "messages") continue;
    const parsed = value.safeParse(change.value);
    if (!parsed.success || (numberId && parsed.data.metadata.phone_number_id !== numberId)) continue;
    const names = new Map((parsed.data.contacts ?? []).map((contact) => [contact.wa_id, contact.profile?.name?.trim() || null]));
    for (const raw of parsed.data.messages ?? []) {
      const received = message.safeParse(raw);
      if (!received.success) continue;
      const text = describe(received.data).slice(0, 4096);
      messages.push({
        waMessageId: received.data.id,
        from: received.data.from,
        name: names.get(received.data.from) ?? null,
        at: new Date(Number(received.data.timestamp) * 1000),
        text,
      });
    }
    for (const raw of parsed.data.statuses ?? []) {
      const update = status.safeParse(raw);
      if (!update.success) continue;
      const problem = update.data.errors?.[0];
      const error = problem ? [problem.title, problem.message].filter(Boolean).join(": ") || `error ${problem.code}` : null;
      const providerError = problem ? `${problem.code !== undefined ? `(#${problem.code}) ` : ""}${problem.title ?? problem.message ?? "failed"}` : null;
      statuses.push({ waMessageId: update.data.id, status: update.data.status, error, providerError });
    }
  }
  return { messages, statuses };
}
