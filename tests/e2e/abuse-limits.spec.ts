import http from "node:http";
import { expect, ownAdmin, residentMb, test } from "./own-server";

// Limits on a directly exposed server (no TRUST_PROXY), with real TCP peers: Linux answers on all
// of 127.0.0.0/8, so binding the client socket to 127.0.x.y makes a distinct address.
test.describe.configure({ mode: "serial", timeout: 180_000 });

type Answer = { status: number; setCookies: string[]; headers: http.IncomingHttpHeaders };

function send(url: string, from: string, method: string, path: string, body: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(new URL(path, url), { method, localAddress: from, headers: { "content-length": String(Buffer.byteLength(body)), ...headers } }, (response) => {
      response.resume();
      response.on("end", () => resolve({ status: response.statusCode ?? 0, setCookies: [response.headers["set-cookie"] ?? []].flat(), headers: response.headers }));
    });
    request.on("error", reject);
    request.end(body);
  });
}

const json = (value: unknown) => JSON.stringify(value);
const jsonType = { "content-type": "application/json" };

test("X-Forwarded-For from a client is ignored without TRUST_PROXY: a new claimed address per post buys nothing", async ({ ownServer }) => {
  const statuses: number[] = [];
  for (let i = 0; i < 6; i++) {
    const headers = { ...jsonType, "x-forwarded-for": `203.0.113.${i}`, "x-real-ip": `203.0.113.${i}` };
    statuses.push((await send(ownServer.url, "127.0.3.1", "POST", "/api/newsletter", json({ email: `reader${i}@example.com` }), headers)).status);
  }
  expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  // Another real address is not affected.
  expect((await send(ownServer.url, "127.0.3.2", "POST", "/api/newsletter", json({ email: "other@example.com" }), jsonType)).status).toBe(200);
});

test("30 parallel guesses of made-up names from one address: at most 20 answered (401, no password checked), the rest 429", async ({ ownServer }) => {
  // A name with no account costs no password check (issue 60) and is charged to the address alone:
  // twenty attempts a quarter of an hour, whatever the names.
  const answers = await Promise.all(
    Array.from({ length: 30 }, (_, i) => send(ownServer.url, "127.0.4.1", "POST", "/api/admin/login", json({ username: `parallel-probe-${i}`, password: `guess ${i}` }), jsonType)),
  );
  const statuses = answers.map((answer) => answer.status);
  expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(20);
  expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(10);
  expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
});

test("next-auth's own sign-in goes through the same limits and hands out the device cookie", async ({ ownServer }) => {
  const csrf = await send(ownServer.url, "127.0.5.1", "GET", "/api/auth/csrf", "", {});
  const csrfCookie = csrf.setCookies.map((line) => line.split(";")[0]).join("; ");
  const { csrfToken } = (await (await fetch(`${ownServer.url}/api/auth/csrf`, { headers: { cookie: csrfCookie } })).json()) as { csrfToken: string };
  const form = new URLSearchParams({ csrfToken, username: ownAdmin.username, password: ownAdmin.password, json: "true" }).toString();
  const signedIn = await send(ownServer.url, "127.0.5.1", "POST", "/api/auth/callback/credentials", form, {
    "content-type": "application/x-www-form-urlencoded",
    cookie: csrfCookie,
  });
  expect(signedIn.status).toBe(200);
  expect(signedIn.setCookies.some((line) => line.startsWith("__Host-next-auth.session-token="))).toBe(true);
  expect(signedIn.setCookies.some((line) => line.startsWith("__Host-band-admin-device="))).toBe(true);
});

test("30 wrong passwords for the account from 30 addresses are refused from some point on; the admin's browser still signs in", async ({ ownServer }) => {
  const statuses: number[] = [];
  for (let i = 1; i <= 30; i++) {
    statuses.push((await send(ownServer.url, `127.0.6.${i}`, "POST", "/api/admin/login", json({ username: ownAdmin.username, password: `guess ${i}` }), jsonType)).status);
  }
  const firstRefusal = statuses.indexOf(429);
  expect(firstRefusal).toBeGreaterThan(0);
  expect(statuses.slice(firstRefusal).every((status) => status === 429)).toBe(true);

  const stranger = await send(ownServer.url, "127.0.6.100", "POST", "/api/admin/login", json(ownAdmin), jsonType);
  expect(stranger.status).toBe(429);
  expect(Number(stranger.headers["retry-after"])).toBeGreaterThan(0);
  const admin = await send(ownServer.url, "127.0.6.101", "POST", "/api/admin/login", json(ownAdmin), { ...jsonType, cookie: ownServer.deviceCookie });
  expect(admin.status).toBe(200);
});

/** Sends a body of totalBytes in 1 MB chunks until the server answers; how much went out by then. */
function flood(url: string, path: string, totalBytes: number, declareLength: boolean): Promise<{ status: number; sentBytes: number }> {
  return new Promise((resolve, reject) => {
    let sentBytes = 0;
    let answered = false;
    const headers: Record<string, string> = { "content-type": "application/x-www-form-urlencoded" };
    if (declareLength) headers["content-length"] = String(totalBytes);
    const request = http.request(new URL(path, url), { method: "POST", headers }, (response) => {
      answered = true;
      response.resume();
      request.destroy();
      resolve({ status: response.statusCode ?? 0, sentBytes });
    });
    request.on("error", (error) => (answered ? undefined : reject(error)));
    const chunk = Buffer.alloc(1024 * 1024, "a");
    const pump = () => {
      while (!answered && sentBytes < totalBytes) {
        sentBytes += chunk.length;
        if (!request.write(chunk)) return void request.once("drain", pump);
      }
      if (!answered) request.end();
    };
    pump();
  });
}

test("a 50 MB body to /api/auth/callback/credentials is refused early and the server's memory stays flat", async ({ ownServer }) => {
  const pid = ownServer.serverPid();
  const before = residentMb(pid);
  for (const declareLength of [true, false]) {
    const { status, sentBytes } = await flood(ownServer.url, "/api/auth/callback/credentials", 50 * 1024 * 1024, declareLength);
    expect(status).toBe(413);
    expect(sentBytes).toBeLessThan(50 * 1024 * 1024);
  }
  const { status } = await flood(ownServer.url, "/api/contacts", 50 * 1024 * 1024, true);
  expect([413, 415]).toContain(status);
  expect(residentMb(pid) - before).toBeLessThan(30);
});
