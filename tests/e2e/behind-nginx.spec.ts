import http from "node:http";
import os from "node:os";
import { expect, test } from "@playwright/test";
import { startNginxProxy, type NginxProxy } from "../../scripts/lib/nginx-proxy.mjs";
import { startProductionServer, type ProductionServer } from "../../scripts/lib/production-server.mjs";
import { freePort } from "../../scripts/lib/run.mjs";
import { FAKE_PAYSTACK_SECRET, startFakePaystack, type FakePaystack } from "../fakes/paystack";
import { decodedBody, startSmtpServer } from "../support/smtp";

// Issue #43 behind a real nginx, configured with docs/deploying.md's own block (read from the
// guide): every link and redirect the server makes points at NEXT_PUBLIC_SITE_URL whatever Host or
// X-Forwarded-Host a client sends, the return from (fake) Paystack lands on the site's own
// /booking/<token>, and the app's port answers on loopback only.
test.describe.configure({ mode: "serial", timeout: 180_000 });

const ADMIN = { username: "proxy-admin", password: "proxy-admin-password-1" };
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let paystack: FakePaystack;
let server: ProductionServer;
let proxy: NginxProxy;
let site = "";

test.beforeAll(async () => {
  test.setTimeout(240_000);
  smtp = await startSmtpServer();
  paystack = await startFakePaystack();
  const proxyPort = await freePort();
  site = `http://localhost:${proxyPort}`;
  server = await startProductionServer({
    prefix: "band-behind-nginx-",
    env: {
      TRUST_PROXY: "1",
      NEXT_PUBLIC_SITE_URL: site,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      SMTP_URL: smtp.url,
      NOTIFY_TO: "band@example.com",
      MAIL_FROM: "Eko Live Band <site@example.com>",
      PAYSTACK_API_URL: paystack.url,
      PAYSTACK_SECRET_KEY: FAKE_PAYSTACK_SECRET,
    },
  });
  proxy = await startNginxProxy({ appPort: Number(new URL(server.url).port), port: proxyPort });
  paystack.webhookUrl = `${site}/api/payments/paystack/webhook`;
});
test.afterAll(async () => {
  await proxy?.stop();
  await server?.stop();
  await paystack?.close();
  await smtp?.close();
});

/** A request through nginx with the headers a client chooses (fetch cannot forge Host). */
function throughProxy(method: string, path: string, headers: Record<string, string>, body = ""): Promise<{ status: number; location: string | undefined; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: "127.0.0.1", port: proxy.port, method, path, headers: { ...headers, "content-length": String(Buffer.byteLength(body)) } }, (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (text += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, location: response.headers.location, text }));
    });
    request.on("error", reject);
    request.end(body);
  });
}
const forged = { host: "evil.example", "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" };

async function signedInCookie(): Promise<string> {
  const response = await fetch(`${site}/api/admin/login`, { method: "POST", headers: { origin: site, "content-type": "application/json" }, body: JSON.stringify(ADMIN) });
  expect(response.status).toBe(200);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
}

test("an enquiry sent with a forged Host and X-Forwarded-Host: the band's mail links to the site's own address", async () => {
  const eventDate = new Date(Date.now() + 45 * 86_400_000).toISOString().slice(0, 10);
  const enquiry = {
    name: "Forged Host",
    phone: "08031234567",
    email: "forged.host@example.com",
    eventType: "Wedding",
    eventDate,
    venue: "Eko Hotel, Victoria Island",
    source: "contact",
  };
  const answer = await throughProxy("POST", "/api/contacts", { ...forged, "content-type": "application/json" }, JSON.stringify(enquiry));
  expect(answer.status).toBe(201);
  await expect.poll(() => smtp.received.filter((mail) => mail.to.includes("band@example.com")).length, { timeout: 30_000 }).toBeGreaterThan(0);
  const mail = decodedBody(smtp.received.find((received) => received.to.includes("band@example.com"))!.raw);
  expect(mail).toContain(`${site}/admin`);
  expect(mail).not.toContain("evil.example");
});

test("the pay form and the return from Paystack land on the site's own /booking/<token>, whatever Host was sent", async ({ browser }) => {
  const cookie = await signedInCookie();
  const admin = { origin: site, cookie };
  const contacts = (await (await fetch(`${site}/api/contacts?q=forged.host`, { headers: admin })).json()) as { contacts?: { id: number }[] } | { id: number }[];
  const list = Array.isArray(contacts) ? contacts : (contacts.contacts ?? []);
  expect(list.length).toBeGreaterThan(0);
  const created = await fetch(`${site}/api/contacts/${list[0]!.id}/quote`, {
    method: "POST",
    headers: { ...admin, "content-type": "application/json" },
    body: JSON.stringify({ total: 800_000 }),
  });
  expect(created.status).toBe(201);
  const { quote } = (await created.json()) as { quote: { url: string } };
  expect(quote.url).toMatch(new RegExp(`^${site}/booking/[\\w-]{43}$`));
  const bookingPath = new URL(quote.url).pathname;

  // The terms' acceptance form, posted with a forged Host: back to the site's own quote page.
  const accepted = await throughProxy("POST", `/api${bookingPath}/accept`, { ...forged, "content-type": "application/x-www-form-urlencoded" }, "name=Ada+Obi&agree=on");
  expect(accepted.status).toBe(303);
  expect(accepted.location).toBe(`${site}${bookingPath}#pay`);

  // The no-JavaScript pay form, posted with a forged Host: the checkout's return goes to the site.
  const form = await throughProxy("POST", `/api${bookingPath}/pay`, { ...forged, "content-type": "application/x-www-form-urlencoded" }, "part=deposit");
  expect(form.status).toBe(303);
  expect(form.location).toMatch(new RegExp(`^${paystack.url}/checkout/`));
  const forgedStart = [...paystack.transactions.values()].at(-1)!;
  expect(forgedStart.callbackUrl).toBe(`${site}/api${bookingPath}/return`);

  // A client without JavaScript, through nginx: the form, Paystack's page, and back to the quote.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const client = await context.newPage();
  await client.goto(quote.url);
  await client.getByRole("button", { name: "Pay deposit: ₦400,000" }).click();
  await expect(client.getByRole("heading", { name: "Pay NGN 400,000" })).toBeVisible();
  await client.getByRole("button", { name: "Pay NGN 400,000" }).click();
  await expect(client).toHaveURL(new RegExp(`^${site}${bookingPath}\\?payment=`));
  await expect(client.getByRole("heading", { name: "Deposit received" })).toBeVisible();
  await context.close();

  // The return itself, asked with a forged Host, redirects to the site's own address.
  const reference = [...paystack.transactions.values()].at(-1)!.reference;
  const back = await throughProxy("GET", `/api${bookingPath}/return?reference=${reference}&trxref=${reference}`, forged);
  expect(back.status).toBeGreaterThanOrEqual(300);
  expect(back.status).toBeLessThan(400);
  expect(back.location).toMatch(new RegExp(`^${site}${bookingPath}\\?payment=`));
});

test("the sitemap and robots name the site's own address whatever Host was sent", async () => {
  for (const path of ["/sitemap.xml", "/robots.txt"]) {
    const answer = await throughProxy("GET", path, forged);
    expect(answer.status, path).toBe(200);
    expect(answer.text, path).toContain(site);
    expect(answer.text, path).not.toContain("evil.example");
  }
});

test("the app's own port answers on loopback only, so nobody reaches it around nginx", async () => {
  const appPort = Number(new URL(server.url).port);
  const outside = Object.values(os.networkInterfaces())
    .flat()
    .find((address) => address && address.family === "IPv4" && !address.internal)?.address;
  test.skip(!outside, "this machine has no address besides loopback");
  const reached = await new Promise<boolean>((resolve) => {
    const request = http.get({ host: outside, port: appPort, path: "/api/admin/check", timeout: 3000 }, (response) => {
      response.resume();
      resolve(true);
    });
    request.on("error", () => resolve(false));
    request.on("timeout", () => {
      request.destroy();
      resolve(false);
    });
  });
  expect(reached).toBe(false);
  // Through nginx it answers.
  expect((await fetch(`${site}/api/admin/check`)).status).toBe(200);
});
