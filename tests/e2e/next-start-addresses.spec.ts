import http from "node:http";
import { expect, startOwnServer, test } from "./own-server";

// Under plain `next start`, directly exposed (no TRUST_PROXY), the app cannot tell the TCP peer
// from what a client wrote in X-Forwarded-For (Next.js fills that header only when it is missing).
// The client address fails closed there: no claimed address decides a key, so every client shares
// one budget, and a flood with a new claimed address per request is still stopped.
// Run by the "next-start" project only (playwright.config.ts); abuse-limits.spec.ts checks the
// same under `npm start`, where each real peer has its own budget.
test.describe.configure({ mode: "serial", timeout: 180_000 });

function post(url: string, from: string, path: string, body: unknown, headers: Record<string, string>): Promise<number> {
  const text = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      new URL(path, url),
      { method: "POST", localAddress: from, headers: { "content-type": "application/json", "content-length": String(Buffer.byteLength(text)), ...headers } },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      },
    );
    request.on("error", reject);
    request.end(text);
  });
}

test("a forged X-Forwarded-For does not buy a new budget: claimed addresses share one", async () => {
  // A server of this test's own: on plain `next start` every client shares one budget, so the
  // authorization matrix's posts on the project's shared server would already have spent it.
  const ownServer = await startOwnServer("next-start");
  try {
    await expectSharedBudget(ownServer.url);
  } finally {
    await ownServer.stop();
  }
});

async function expectSharedBudget(url: string) {
  const statuses: number[] = [];
  for (let i = 0; i < 6; i++) {
    const claimed = { "x-forwarded-for": `203.0.113.${i}`, "x-real-ip": `203.0.113.${i}`, "x-band-peer": `203.0.113.${i} forged` };
    statuses.push(await post(url, "127.0.6.1", "/api/newsletter", { email: `reader${i}@example.com` }, claimed));
  }
  expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  // Failing closed: nothing here can tell another address apart, so it shares the spent budget.
  expect(await post(url, "127.0.6.2", "/api/newsletter", { email: "other@example.com" }, { "x-forwarded-for": "198.51.100.1" })).toBe(429);
}
