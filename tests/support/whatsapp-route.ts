// The webhook route and the environment of a WhatsApp set up against a local Graph API, for the
// integration tests (the e2e tests build deliveries with ./whatsapp-webhook.ts and post them over HTTP).
import { vi } from "vitest";
import { POST as webhook } from "@/app/api/whatsapp/webhook/route";
import { FAKE_PHONE_NUMBER_ID, FAKE_WHATSAPP_TOKEN } from "../fakes/whatsapp-graph";
import { request } from "./requests";
import { FAKE_APP_SECRET, FAKE_VERIFY_TOKEN, signature } from "./whatsapp-webhook";

/** The environment of a WhatsApp set up against a local Graph API (tests/fakes/whatsapp-graph.ts), with the webhook's secrets. */
export function stubWhatsappEnv(graphUrl: string) {
  vi.stubEnv("WHATSAPP_ACCESS_TOKEN", FAKE_WHATSAPP_TOKEN);
  vi.stubEnv("WHATSAPP_PHONE_NUMBER_ID", FAKE_PHONE_NUMBER_ID);
  vi.stubEnv("WHATSAPP_API_URL", graphUrl);
  vi.stubEnv("WHATSAPP_APP_SECRET", FAKE_APP_SECRET);
  vi.stubEnv("WHATSAPP_VERIFY_TOKEN", FAKE_VERIFY_TOKEN);
}

/** Posts a delivery to the webhook route as Meta does: signed with the app secret unless `sign` is false. */
export function deliverToWebhook(
  body: unknown,
  { sign = true, secret = FAKE_APP_SECRET, ip = "198.51.100.7", raw }: { sign?: boolean; secret?: string; ip?: string; raw?: string } = {},
) {
  const text = raw ?? JSON.stringify(body);
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (sign) headers["x-hub-signature-256"] = signature(text, secret);
  return webhook(request("POST", "/api/whatsapp/webhook", { rawBody: text, headers, ip }));
}
