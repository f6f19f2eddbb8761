// Webhook deliveries as Meta builds them for the WhatsApp Cloud API (object
// "whatsapp_business_account", entry[].changes[].value with messaging_product, metadata, contacts,
// messages, statuses), signed with the app secret as Meta signs them (X-Hub-Signature-256).
import { createHmac, randomBytes } from "node:crypto";
import { FAKE_PHONE_NUMBER_ID } from "../fakes/whatsapp-graph";

export const FAKE_APP_SECRET = "fake-whatsapp-app-secret";
export const FAKE_VERIFY_TOKEN = "fake-whatsapp-verify-token";

type Value = { contacts?: unknown[]; messages?: unknown[]; statuses?: unknown[] };

export const wamid = () => `wamid.HBgN${randomBytes(16).toString("hex").toUpperCase()}`;
const seconds = (at: Date) => String(Math.floor(at.getTime() / 1000));

/** One delivery holding these changes (each a value), as one entry of the band's business account. */
export function delivery(...values: Value[]) {
  return {
    object: "whatsapp_business_account",
    entry: [
      {
        id: "102290129340398",
        changes: values.map((value) => ({
          field: "messages",
          value: { messaging_product: "whatsapp", metadata: { display_phone_number: "2348090000000", phone_number_id: FAKE_PHONE_NUMBER_ID }, ...value },
        })),
      },
    ],
  };
}

/** A client's message: text, or another type with its object ({ type: "image", image: { caption } }). */
export function inbound(from: string, name: string, content: string | Record<string, unknown>, { id = wamid(), at = new Date() } = {}): Value {
  const body = typeof content === "string" ? { type: "text", text: { body: content } } : content;
  return { contacts: [{ profile: { name }, wa_id: from }], messages: [{ from, id, timestamp: seconds(at), ...body }] };
}

export function statusUpdate(id: string, status: string, error?: { code: number; title: string; message: string }): Value {
  return { statuses: [{ id, status, timestamp: seconds(new Date()), recipient_id: "2348030000001", ...(error ? { errors: [error] } : {}) }] };
}

export const signature = (raw: string, secret = FAKE_APP_SECRET) => `sha256=${createHmac("sha256", secret).update(raw).digest("hex")}`;
