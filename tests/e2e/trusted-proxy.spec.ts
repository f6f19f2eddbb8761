import http from "node:http";
import { startProductionServer, type ProductionServer } from "../../scripts/lib/production-server.mjs";
import { expect, test } from "./own-server";

// TRUST_PROXY names the proxy (here 127.0.0.9; Linux answers on all of 127.0.0.0/8, so a client
// socket bound to 127.0.x.y is a distinct real peer). Only what comes through that proxy has its
// X-Forwarded-For read; a client reaching the app's port directly names its own address in vain.
test.describe.configure({ mode: "serial", timeout: 180_000 });

const PROXY = "127.0.0.9";
let server: ProductionServer;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startProductionServer({ env: { TRUST_PROXY: PROXY }, prefix: "band-trusted-proxy-" });
});
test.afterAll(async () => server?.stop());

function subscribe(from: string, email: string, forwardedFor?: string): Promise<number> {
  const body = JSON.stringify({ email });
  const headers: Record<string, string> = { "content-type": "application/json", "content-length": String(Buffer.byteLength(body)) };
  if (forwardedFor) headers["x-forwarded-for"] = forwardedFor;
  return new Promise((resolve, reject) => {
    const request = http.request(new URL("/api/newsletter", server.url), { method: "POST", localAddress: from, headers }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
    });
    request.on("error", reject);
    request.end(body);
  });
}

test("a client connecting directly with a forged X-Forwarded-For gets no fresh budget", async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 6; i++) statuses.push(await subscribe("127.0.4.1", `direct${i}@example.com`, `203.0.113.${i}`));
  expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
});

test("through the trusted proxy, each client behind it has a budget of its own", async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 6; i++) statuses.push(await subscribe(PROXY, `proxied${i}@example.com`, `198.51.100.${i}`));
  expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
  // One client behind the proxy, and a forged entry in front of its real address, still counts once.
  const one: number[] = [];
  for (let i = 0; i < 6; i++) one.push(await subscribe(PROXY, `same${i}@example.com`, `10.9.9.${i}, 198.51.100.77`));
  expect(one).toEqual([200, 200, 200, 200, 200, 429]);
});
