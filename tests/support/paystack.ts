import { afterAll, beforeAll } from "vitest";
import { POST as webhook } from "@/app/api/payments/paystack/webhook/route";
import { startFakePaystack, type FakePaystack } from "../fakes/paystack";
import { request } from "./requests";

/** Starts the fake Paystack for a test file and points the app's client at it (PAYSTACK_API_URL, PAYSTACK_SECRET_KEY); answers it once started. */
export function startFakePaystackPerFile(): () => FakePaystack {
  let paystack: FakePaystack | undefined;
  beforeAll(async () => {
    paystack = await startFakePaystack();
    process.env.PAYSTACK_API_URL = paystack.url;
    process.env.PAYSTACK_SECRET_KEY = paystack.secret;
  });
  afterAll(async () => {
    delete process.env.PAYSTACK_API_URL;
    delete process.env.PAYSTACK_SECRET_KEY;
    await paystack?.close();
  });
  return () => paystack!;
}

let transactionIds = 5000;

/** A successful transaction of `amountNaira` at the fake Paystack, as a checkout leaves it; `status` "reversed" makes Paystack refuse its refund. */
export function paidAtFakePaystack(paystack: FakePaystack, reference: string, amountNaira: number, status = "success") {
  paystack.transactions.set(reference, {
    id: transactionIds++,
    reference,
    accessCode: reference,
    email: "ada@example.com",
    amount: amountNaira * 100,
    currency: "NGN",
    callbackUrl: "",
    status,
    paidAt: new Date().toISOString(),
  });
}

/** Paystack's refund.* event for a transaction, signed with the fake's secret, delivered to the webhook route. */
export function deliverRefundEvent(paystack: FakePaystack, event: string, reference: string) {
  const rawBody = JSON.stringify({ event, data: { transaction_reference: reference, status: event.slice("refund.".length), currency: "NGN" } });
  return webhook(request("POST", "/api/payments/paystack/webhook", { rawBody, headers: { "content-type": "application/json", "x-paystack-signature": paystack.sign(rawBody) } }));
}
