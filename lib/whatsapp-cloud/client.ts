import "server-only";

// The band's messages through Meta's WhatsApp Cloud API (POST {WHATSAPP_API_URL}/
// {WHATSAPP_PHONE_NUMBER_ID}/messages): template messages (the alerts, the follow-up) and text
// replies to a client. The access token is sent in the Authorization header only: it is never
// logged, stored or answered.

/** Meta's Graph API, at the version this client was written and tested against. */
const GRAPH_API_URL = "https://graph.facebook.com/v23.0";

const env = (name: string) => process.env[name]?.trim() || undefined;

const whatsappApiUrl = () => (env("WHATSAPP_API_URL") ?? GRAPH_API_URL).replace(/\/+$/, "");
export const alertTemplateName = () => env("WHATSAPP_ALERT_TEMPLATE") ?? "new_enquiry";
export const reminderTemplateName = () => env("WHATSAPP_REMINDER_TEMPLATE") ?? "enquiry_waiting";
export const digestTemplateName = () => env("WHATSAPP_DIGEST_TEMPLATE") ?? "new_enquiries_digest";
export const followUpTemplateName = () => env("WHATSAPP_FOLLOWUP_TEMPLATE") ?? "enquiry_followup";
/** The players' messages (issue 63): an invitation to a gig, the reminder two days before, and the band's alert when one declines. */
export const gigInviteTemplateName = () => env("WHATSAPP_GIG_TEMPLATE") ?? "gig_invite";
export const gigReminderTemplateName = () => env("WHATSAPP_GIG_REMINDER_TEMPLATE") ?? "gig_reminder";
export const gigDeclinedTemplateName = () => env("WHATSAPP_GIG_DECLINED_TEMPLATE") ?? "gig_declined";
export const templateLanguage = () => env("WHATSAPP_TEMPLATE_LANGUAGE") ?? "en";

/** The variables WhatsApp alerts still need, by name; empty when they can be sent. */
export function whatsappMissing(): string[] {
  return ["WHATSAPP_ACCESS_TOKEN", "WHATSAPP_PHONE_NUMBER_ID"].filter((name) => !env(name));
}

export const whatsappConfigured = () => whatsappMissing().length === 0;

/** Meta refused the message for good (a 4xx other than 429): retrying would not help. */
export class WhatsappRejected extends Error {}

export type TemplateMessage = { to: string; template: string; language: string; parameters: string[] };

/** Meta refuses a parameter with a line break, a tab or more than four spaces in a row. */
const templateText = (value: string) => value.replace(/\s+/g, " ").trim().slice(0, 500) || "-";

/** Sends one template message; answers Meta's message id (wamid…). Throws WhatsappRejected or, for what may pass on a retry, Error. */
export function sendWhatsappTemplate({ to, template, language, parameters }: TemplateMessage, timeoutMs: number): Promise<string> {
  return postMessage(
    {
      to,
      type: "template",
      template: {
        name: template,
        language: { code: language },
        components: [{ type: "body", parameters: parameters.map((text) => ({ type: "text", text: templateText(text) })) }],
      },
    },
    timeoutMs,
  );
}

/** A text message (inside the 24 hours after the client's last message); answers Meta's message id. */
export function sendWhatsappText(to: string, text: string, timeoutMs: number): Promise<string> {
  return postMessage({ to, type: "text", text: { preview_url: false, body: text } }, timeoutMs);
}

async function postMessage(message: { to: string; type: string } & Record<string, unknown>, timeoutMs: number): Promise<string> {
  const token = env("WHATSAPP_ACCESS_TOKEN");
  const numberId = env("WHATSAPP_PHONE_NUMBER_ID");
  if (!token || !numberId) throw new Error(`WhatsApp is not set up: ${whatsappMissing().join(", ")} missing`);
  let response: Response;
  try {
    response = await fetch(`${whatsappApiUrl()}/${encodeURIComponent(numberId)}/messages`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ messaging_product: "whatsapp", recipient_type: "individual", ...message }),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new Error(`WhatsApp could not be reached: ${error instanceof Error ? error.message : String(error)}`);
  }
  const answer = (await response.json().catch(() => null)) as { messages?: { id?: unknown }[]; error?: { message?: unknown } } | null;
  if (response.ok) {
    const id = answer?.messages?.[0]?.id;
    if (typeof id !== "string") throw new Error("WhatsApp answered without a message id");
    return id;
  }
  const reason = typeof answer?.error?.message === "string" ? answer.error.message.slice(0, 300) : `HTTP ${response.status}`;
  if (response.status === 429 || response.status >= 500) throw new Error(`WhatsApp is busy (${response.status}): ${reason}`);
  throw new WhatsappRejected(reason);
}
