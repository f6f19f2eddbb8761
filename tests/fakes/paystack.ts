// A local stand-in for Paystack, speaking its documented API (https://paystack.com/docs/api/):
//   POST /transaction/initialize    { email, amount (kobo), currency, reference, callback_url, metadata } → authorization_url
//   GET  /transaction/verify/{ref}  the transaction's status, amount and currency
//   POST /refund                    { transaction, amount } → a pending refund and its id; it is processed 50 ms later, and
//                                   refund.pending then refund.processed events follow (when events go anywhere)
//   GET  /refund/{id}               the refund's status
//   GET  /checkout/{access_code}    the hosted checkout page (Pay / Cancel buttons, no JavaScript)
//   POST /checkout/{access_code}    the payer's choice: marks the transaction, sends charge.success, redirects to callback_url
// Every API call needs `Authorization: Bearer <secret>`; events are POSTed to `webhookUrl` signed
// as Paystack signs them (x-paystack-signature: HMAC-SHA512 of the body with the secret key).
import { createHmac, randomBytes } from "node:crypto";
import http from "node:http";

export const FAKE_PAYSTACK_SECRET = "sk_test_fake_paystack_secret_key_0001";

type FakeTransaction = {
  id: number;
  reference: string;
  accessCode: string;
  email: string;
  amount: number;
  currency: string;
  callbackUrl: string;
  status: string;
  paidAt: string | null;
};

type FakeRefund = { id: number; transaction: string; amount: number; status: string };

export type FakePaystack = {
  url: string;
  secret: string;
  /** Where events go; unset: none sent. */
  webhookUrl: string | undefined;
  /** While true, checkout sends no charge.success (the client's return must verify on its own). */
  holdWebhooks: boolean;
  transactions: Map<string, FakeTransaction>;
  refunds: FakeRefund[];
  calls: string[];
  /** Signs a body as Paystack does. */
  sign(body: string): string;
  /** Sends an event to webhookUrl, signed; resolves with the app's status. */
  sendEvent(event: string, data: Record<string, unknown>): Promise<number>;
  close(): Promise<void>;
};

const json = (response: http.ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { "Content-Type": "application/json" });
  response.end(JSON.stringify(body));
};

async function readBody(request: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

function checkoutPage(transaction: FakeTransaction): string {
  const naira = (transaction.amount / 100).toLocaleString("en-NG");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Paystack checkout (test)</title></head><body>
<h1>Pay NGN ${naira}</h1><p>${transaction.email}</p>
<form method="post"><button name="outcome" value="success">Pay NGN ${naira}</button> <button name="outcome" value="abandoned">Cancel payment</button></form></body></html>`;
}

export async function startFakePaystack(port = 0): Promise<FakePaystack> {
  let nextId = 1000;
  const fake: FakePaystack = {
    url: "",
    secret: FAKE_PAYSTACK_SECRET,
    webhookUrl: undefined,
    holdWebhooks: false,
    transactions: new Map(),
    refunds: [],
    calls: [],
    sign: (body) => createHmac("sha512", FAKE_PAYSTACK_SECRET).update(body).digest("hex"),
    async sendEvent(event, data) {
      if (!fake.webhookUrl) return 0;
      const body = JSON.stringify({ event, data });
      const response = await fetch(fake.webhookUrl, { method: "POST", headers: { "Content-Type": "application/json", "x-paystack-signature": fake.sign(body) }, body });
      return response.status;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const transactionData = (transaction: FakeTransaction) => ({
    id: transaction.id,
    status: transaction.status,
    reference: transaction.reference,
    amount: transaction.amount,
    currency: transaction.currency,
    paid_at: transaction.paidAt,
    customer: { email: transaction.email },
  });

  async function api(request: http.IncomingMessage, response: http.ServerResponse, path: string) {
    if (request.headers.authorization !== `Bearer ${FAKE_PAYSTACK_SECRET}`) return json(response, 401, { status: false, message: "Invalid key" });
    if (request.method === "POST" && path === "/transaction/initialize") {
      const body = JSON.parse((await readBody(request)) || "{}") as Record<string, unknown>;
      const amount = Number(body.amount);
      if (typeof body.email !== "string" || !body.email.includes("@")) return json(response, 400, { status: false, message: "Invalid Email Address Passed" });
      if (!Number.isInteger(amount) || amount < 100) return json(response, 400, { status: false, message: "Invalid Amount Sent" });
      const reference = String(body.reference ?? randomBytes(6).toString("hex"));
      if (fake.transactions.has(reference)) return json(response, 400, { status: false, message: "Duplicate Transaction Reference" });
      const accessCode = randomBytes(8).toString("hex");
      const transaction = {
        id: nextId++,
        reference,
        accessCode,
        email: body.email,
        amount,
        currency: String(body.currency ?? "NGN"),
        callbackUrl: String(body.callback_url ?? ""),
        status: "ongoing",
        paidAt: null,
      };
      fake.transactions.set(reference, transaction);
      return json(response, 200, {
        status: true,
        message: "Authorization URL created",
        data: { authorization_url: `${fake.url}/checkout/${accessCode}`, access_code: accessCode, reference },
      });
    }
    const verify = path.match(/^\/transaction\/verify\/(.+)$/);
    if (request.method === "GET" && verify) {
      const transaction = fake.transactions.get(decodeURIComponent(verify[1]!));
      if (!transaction) return json(response, 400, { status: false, message: "Transaction reference not found" });
      return json(response, 200, { status: true, message: "Verification successful", data: transactionData(transaction) });
    }
    if (request.method === "POST" && path === "/refund") {
      const body = JSON.parse((await readBody(request)) || "{}") as Record<string, unknown>;
      const transaction = fake.transactions.get(String(body.transaction));
      if (!transaction || transaction.status !== "success") return json(response, 400, { status: false, message: "Transaction not found or not successful" });
      const amount = body.amount === undefined ? transaction.amount : Number(body.amount);
      if (!Number.isInteger(amount) || amount < 1 || amount > transaction.amount)
        return json(response, 400, { status: false, message: "Refund amount cannot be more than transaction amount" });
      const made: FakeRefund = { id: nextId++, transaction: transaction.reference, amount, status: "pending" };
      fake.refunds.push(made);
      const refund = { id: made.id, transaction_reference: transaction.reference, amount, currency: transaction.currency };
      setTimeout(async () => {
        made.status = "processed"; // made at Paystack, whether or not its events reach the site
        await fake.sendEvent("refund.pending", { ...refund, status: "pending" }).catch(() => undefined);
        await fake.sendEvent("refund.processed", { ...refund, status: "processed" }).catch(() => undefined);
      }, 50);
      return json(response, 200, {
        status: true,
        message: "Refund has been queued for processing",
        data: { id: made.id, transaction: transactionData(transaction), amount, currency: transaction.currency, status: "pending" },
      });
    }
    const refundPath = path.match(/^\/refund\/(\d+)$/);
    if (request.method === "GET" && refundPath) {
      const refund = fake.refunds.find((candidate) => candidate.id === Number(refundPath[1]));
      if (!refund) return json(response, 404, { status: false, message: "Refund not found" });
      return json(response, 200, {
        status: true,
        message: "Refund retrieved",
        data: { id: refund.id, transaction_reference: refund.transaction, amount: refund.amount, currency: "NGN", status: refund.status },
      });
    }
    return json(response, 404, { status: false, message: "Not found" });
  }

  async function checkout(request: http.IncomingMessage, response: http.ServerResponse, code: string) {
    const transaction = [...fake.transactions.values()].find((candidate) => candidate.accessCode === code);
    if (!transaction) return json(response, 404, { status: false, message: "Unknown checkout" });
    if (request.method === "GET") {
      response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
      return response.end(checkoutPage(transaction));
    }
    const outcome = new URLSearchParams(await readBody(request)).get("outcome");
    transaction.status = outcome === "success" ? "success" : "abandoned";
    if (transaction.status === "success") {
      transaction.paidAt = new Date().toISOString();
      if (!fake.holdWebhooks) await fake.sendEvent("charge.success", transactionData(transaction)).catch(() => undefined);
    }
    const back = new URL(transaction.callbackUrl);
    back.searchParams.set("trxref", transaction.reference);
    back.searchParams.set("reference", transaction.reference);
    response.writeHead(302, { Location: back.toString() });
    response.end();
  }

  const server = http.createServer((request, response) => {
    const path = new URL(request.url ?? "/", "http://fake").pathname;
    fake.calls.push(`${request.method} ${path}`);
    const code = path.match(/^\/checkout\/([a-f0-9]+)$/)?.[1];
    (code ? checkout(request, response, code) : api(request, response, path)).catch((error: unknown) => json(response, 500, { status: false, message: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.address();
  fake.url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : port}`;
  return fake;
}
