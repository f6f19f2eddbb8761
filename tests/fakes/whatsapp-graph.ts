// A local stand-in for Meta's Graph API (WhatsApp Cloud API messages endpoint), speaking the
// request and answer shapes of Meta's reference: POST /{version}/{phone-number-id}/messages with a
// bearer token; success { messaging_product, contacts: [{ input, wa_id }], messages: [{ id }] };
// errors { error: { message, type, code, fbtrace_id } }. Tests script failures in advance.
import { randomBytes } from "node:crypto";
import http from "node:http";

export const FAKE_WHATSAPP_TOKEN = "fake-whatsapp-access-token-EAAG";
export const FAKE_PHONE_NUMBER_ID = "109876543210";
const VERSION = "v23.0";

/** A message Meta accepted: a template (name, language, parameters) or a text (its body). */
type AcceptedMessage = { to: string; type: "template" | "text"; template: string; language: string; parameters: string[]; text: string; id: string };
type Scripted = { status: number; message: string; code: number };

export type FakeGraph = {
  /** WHATSAPP_API_URL for the code under test. */
  url: string;
  /** Every message accepted, in order. */
  accepted: AcceptedMessage[];
  /** Every request that reached the endpoint, accepted or not. */
  attempts: number;
  /** The next requests answer these errors, in order (500 and 429 included). */
  failNext: (...answers: Scripted[]) => void;
  /** Numbers Meta refuses (a 400, as for a recipient not allowed). */
  refused: Set<string>;
  /** Holds every answer this long (a hanging API). */
  delayMs: number;
  /** The ids the next accepted messages get, in order (a status can then be sent before the send is recorded). */
  nextIds: string[];
  close: () => Promise<void>;
};

const errorBody = (message: string, code: number, type = "OAuthException") => ({ error: { message, type, code, fbtrace_id: randomBytes(8).toString("base64url") } });

function readBody(request: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

/** Checks a template or text message body as Meta's reference gives it; answers its parts or a reason. */
function messageOf(body: unknown): Omit<AcceptedMessage, "id"> | string {
  const message = body as {
    messaging_product?: unknown;
    to?: unknown;
    type?: unknown;
    text?: { body?: unknown };
    template?: { name?: unknown; language?: { code?: unknown }; components?: unknown };
  };
  if (message?.messaging_product !== "whatsapp") return "(#100) The parameter messaging_product is required.";
  if (typeof message.to !== "string" || !/^\d{8,15}$/.test(message.to)) return "(#100) Invalid parameter: to";
  if (message.type === "text") {
    const text = message.text?.body;
    if (typeof text !== "string" || !text || text.length > 4096) return "(#100) Invalid parameter: text.body";
    return { to: message.to, type: "text", template: "", language: "", parameters: [], text };
  }
  if (message.type !== "template" || typeof message.template?.name !== "string" || typeof message.template.language?.code !== "string") return "(#100) Invalid parameter: template";
  const components = message.template.components as { type?: unknown; parameters?: { type?: unknown; text?: unknown }[] }[] | undefined;
  const body_ = components?.find((component) => component.type === "body");
  if (!body_ || !Array.isArray(body_.parameters)) return "(#132000) Number of parameters does not match the expected number of params";
  const parameters: string[] = [];
  for (const parameter of body_.parameters) {
    if (parameter.type !== "text" || typeof parameter.text !== "string") return "(#100) Invalid parameter type";
    if (/[\n\t]| {5,}/.test(parameter.text)) return "(#132018) Param text cannot have new-line/tab characters or more than 4 consecutive spaces";
    parameters.push(parameter.text);
  }
  return { to: message.to, type: "template", template: message.template.name, language: message.template.language.code, parameters, text: "" };
}

export async function startFakeGraph(port = 0): Promise<FakeGraph> {
  const scripted: Scripted[] = [];
  const fake = {
    accepted: [] as AcceptedMessage[],
    attempts: 0,
    refused: new Set<string>(),
    delayMs: 0,
    nextIds: [],
    failNext: (...answers: Scripted[]) => void scripted.push(...answers),
  };
  const server = http.createServer(async (request, response) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(body));
    };
    const text = await readBody(request);
    // The end-to-end tests' control (tests/fakes/whatsapp-graph-server.ts): what was accepted.
    if (request.method === "GET" && request.url === "/control/accepted") return send(200, fake.accepted);
    if (fake.delayMs) await new Promise((resolve) => setTimeout(resolve, fake.delayMs));
    if (request.method !== "POST" || request.url !== `/${VERSION}/${FAKE_PHONE_NUMBER_ID}/messages`)
      return send(404, errorBody("Unsupported post request.", 100, "GraphMethodException"));
    fake.attempts += 1;
    if (request.headers.authorization !== `Bearer ${FAKE_WHATSAPP_TOKEN}`) return send(401, errorBody("Invalid OAuth access token - Cannot parse access token", 190));
    const next = scripted.shift();
    if (next) return send(next.status, errorBody(next.message, next.code));
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return send(400, errorBody("(#100) The request body is not valid JSON", 100));
    }
    const accepted = messageOf(body);
    if (typeof accepted === "string") return send(400, errorBody(accepted, 100));
    if (fake.refused.has(accepted.to)) return send(400, errorBody("(#131030) Recipient phone number not in allowed list", 131030));
    const id = fake.nextIds.shift() ?? `wamid.${randomBytes(18).toString("base64url")}`;
    fake.accepted.push({ ...accepted, id });
    send(200, { messaging_product: "whatsapp", contacts: [{ input: accepted.to, wa_id: accepted.to }], messages: [{ id }] });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.address() as { port: number };
  return Object.assign(fake, {
    url: `http://127.0.0.1:${address.port}/${VERSION}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
