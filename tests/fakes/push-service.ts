// A local push service (what FCM, Mozilla's or Apple's are to a browser), over https with the test
// certificate (tests/support/local-tls.mjs): it hands out subscriptions whose keys it keeps, and for
// each push checks the VAPID Authorization header (RFC 8292: an ES256 JWT for this origin, signed
// by the key in k=) and decrypts the aes128gcm payload (RFC 8291) with the subscription's keys,
// as the browser would. Tests read what arrived, or make a subscription answer 410 or hang.
import { createECDH, createPublicKey, randomBytes, verify } from "node:crypto";
import { readFileSync } from "node:fs";
import https from "node:https";
import ece from "http_ece";
import type { LocalTls } from "../support/local-tls.mjs";

type ReceivedPush = { subscription: string; payload: unknown; ttl: string | undefined; urgency: string | undefined; topic: string | undefined };
type SubscriptionJson = { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };

export type FakePushService = {
  origin: string;
  /** host:port, for PUSH_SERVICE_HOSTS. */
  host: string;
  subscribe: () => SubscriptionJson;
  received: ReceivedPush[];
  /** Pushes refused because their VAPID or encryption was wrong, with why. */
  refused: string[];
  /** That subscription answers this status from now on (410: it has ended). */
  answer: Map<string, number>;
  /** Holds every answer this long (a service that hangs). */
  delayMs: number;
  close: () => Promise<void>;
};

const b64url = (buffer: Buffer) => buffer.toString("base64url");

/** The VAPID header's claims, once its signature checks against its own key; else why not. */
function checkVapid(header: string | undefined, origin: string): string | null {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? "");
  if (!match) return `no VAPID Authorization header: ${header}`;
  const [, token, key] = match as unknown as [string, string, string];
  const [head, claims, signature] = token.split(".");
  const raw = Buffer.from(key, "base64url");
  if (!head || !claims || !signature || raw.length !== 65) return "malformed VAPID token or key";
  const publicKey = createPublicKey({ key: { kty: "EC", crv: "P-256", x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33)) }, format: "jwk" });
  const signed = verify("sha256", Buffer.from(`${head}.${claims}`), { key: publicKey, dsaEncoding: "ieee-p1363" }, Buffer.from(signature, "base64url"));
  if (!signed) return "VAPID signature does not verify";
  const body = JSON.parse(Buffer.from(claims, "base64url").toString("utf8")) as { aud?: string; exp?: number; sub?: string };
  if (body.aud !== origin) return `VAPID aud ${body.aud} is not ${origin}`;
  if (!body.exp || body.exp * 1000 < Date.now() || body.exp * 1000 > Date.now() + 24 * 3600_000 + 60_000) return "VAPID exp out of range";
  if (!body.sub || !/^(mailto:|https:)/.test(body.sub)) return "VAPID sub missing";
  return null;
}

export async function startFakePushService(tls: LocalTls, port = 0): Promise<FakePushService> {
  const keys = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer }>();
  const fake = { received: [] as ReceivedPush[], refused: [] as string[], answer: new Map<string, number>(), delayMs: 0 };
  let origin = "";
  function subscribe(): SubscriptionJson {
    const id = randomBytes(12).toString("base64url");
    const ecdh = createECDH("prime256v1");
    ecdh.generateKeys();
    const auth = randomBytes(16);
    keys.set(id, { ecdh, auth });
    return { endpoint: `${origin}/push/${id}`, expirationTime: null, keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) } };
  }
  const server = https.createServer({ cert: readFileSync(tls.certFile), key: readFileSync(tls.keyFile) }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", async () => {
      if (fake.delayMs) await new Promise((resolve) => setTimeout(resolve, fake.delayMs));
      // The end-to-end test's controls (tests/fakes/push-server.ts): a subscription to hand the browser, and what arrived.
      if (request.method === "POST" && request.url === "/control/subscribe")
        return void response.writeHead(201, { "content-type": "application/json" }).end(JSON.stringify(subscribe()));
      if (request.method === "GET" && request.url === "/control/received")
        return void response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(fake.received));
      const id = /^\/push\/([\w-]+)$/.exec(request.url ?? "")?.[1];
      const subscription = id ? keys.get(id) : undefined;
      const finish = (status: number, why?: string) => {
        if (why) fake.refused.push(why);
        response.writeHead(status).end(why ?? "");
      };
      if (request.method !== "POST" || !id || !subscription) return finish(404, `no subscription at ${request.url}`);
      const status = fake.answer.get(id);
      // A refusal carries words of its own, as real services do (the panel must not show them).
      if (status) return void response.writeHead(status).end(`the push service's own words for ${status}`);
      const vapidProblem = checkVapid(request.headers.authorization, origin);
      if (vapidProblem) return finish(403, vapidProblem);
      if (request.headers["content-encoding"] !== "aes128gcm") return finish(415, "not aes128gcm");
      try {
        const plain = ece.decrypt(Buffer.concat(chunks), { version: "aes128gcm", privateKey: subscription.ecdh, authSecret: b64url(subscription.auth) });
        fake.received.push({
          subscription: id,
          payload: JSON.parse(plain.toString("utf8")),
          ttl: request.headers.ttl as string | undefined,
          urgency: request.headers.urgency as string | undefined,
          topic: request.headers.topic as string | undefined,
        });
        finish(201);
      } catch (error) {
        finish(400, `payload does not decrypt: ${String(error)}`);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const { port: bound } = server.address() as { port: number };
  origin = `https://127.0.0.1:${bound}`;
  return Object.assign(fake, {
    origin,
    host: `127.0.0.1:${bound}`,
    subscribe,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
