import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { PAYSTACK_API } from "@/lib/security/checkout-origin";

// Paystack's API as the site uses it (https://paystack.com/docs/api/): initialise a transaction for
// the hosted checkout, verify it, refund it; and the check of a webhook's signature. The secret key
// never leaves the server; PAYSTACK_API_URL points the client at a local fake in the tests.

const TIMEOUT_MS = 15_000;

const paystackSecretKey = () => process.env.PAYSTACK_SECRET_KEY?.trim() || undefined;
export const paystackConfigured = () => Boolean(paystackSecretKey());
const apiUrl = () => (process.env.PAYSTACK_API_URL?.trim() || PAYSTACK_API).replace(/\/+$/, "");

export class PaystackError extends Error {}

type Envelope<T> = { status?: boolean; message?: string; data?: T };

async function call<T>(method: "GET" | "POST", path: string, body?: unknown): Promise<T> {
  const secret = paystackSecretKey();
  if (!secret) throw new PaystackError("PAYSTACK_SECRET_KEY is not set");
  let response: Response;
  try {
    response = await fetch(`${apiUrl()}${path}`, {
      method,
      headers: { Authorization: `Bearer ${secret}`, Accept: "application/json", ...(body ? { "Content-Type": "application/json" } : {}) },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(TIMEOUT_MS),
      cache: "no-store",
    });
  } catch (error) {
    throw new PaystackError(`Paystack could not be reached (${error instanceof Error ? error.message : String(error)})`);
  }
  const envelope = (await response.json().catch(() => ({}))) as Envelope<T>;
  if (!response.ok || envelope.status !== true || !envelope.data) {
    throw new PaystackError(`Paystack answered ${response.status}: ${envelope.message ?? "no message"}`);
  }
  return envelope.data;
}

/** Whole Naira as Paystack's smallest unit (kobo). */
const toKobo = (naira: number) => naira * 100;

export type InitializeInput = { email: string; amountNaira: number; reference: string; callbackUrl: string; metadata: Record<string, string | number> };

/** Starts a transaction; the client pays on the returned authorization URL (Paystack's page). */
export async function initializeTransaction(input: InitializeInput): Promise<{ authorizationUrl: string; reference: string }> {
  const data = await call<{ authorization_url?: string; reference?: string }>("POST", "/transaction/initialize", {
    email: input.email,
    amount: String(toKobo(input.amountNaira)),
    currency: "NGN",
    reference: input.reference,
    callback_url: input.callbackUrl,
    metadata: input.metadata,
  });
  if (!data.authorization_url) throw new PaystackError("Paystack gave no authorization_url");
  return { authorizationUrl: data.authorization_url, reference: data.reference ?? input.reference };
}

/** What Paystack says a transaction is: status success | failed | abandoned | ongoing | pending…, amount in kobo. */
export type PaystackTransaction = { reference: string; status: string; amount: number; currency: string };

export async function verifyTransaction(reference: string): Promise<PaystackTransaction> {
  const data = await call<Partial<PaystackTransaction>>("GET", `/transaction/verify/${encodeURIComponent(reference)}`);
  return { reference: String(data.reference ?? reference), status: String(data.status ?? "unknown"), amount: Number(data.amount ?? 0), currency: String(data.currency ?? "") };
}

/** A refund as Paystack tells it: its id, and status pending | processing | processed | failed | needs-attention. */
export type PaystackRefund = { id: string | null; status: string };
const refundOf = (data: { id?: number | string; status?: string }): PaystackRefund => ({ id: data.id == null ? null : String(data.id), status: String(data.status ?? "pending") });

/** Asks Paystack to refund a transaction, in part or (no amount) in full; the outcome arrives later as refund.* events. */
export async function refundTransaction(reference: string, amountNaira?: number): Promise<PaystackRefund> {
  const amount = amountNaira === undefined ? {} : { amount: String(toKobo(amountNaira)), currency: "NGN" };
  return refundOf(await call<{ id?: number; status?: string }>("POST", "/refund", { transaction: reference, ...amount }));
}

/** Where a refund Paystack took is now (GET /refund/{id}): for one whose refund.* events never came. */
export async function fetchRefund(id: string): Promise<PaystackRefund> {
  return refundOf(await call<{ id?: number; status?: string }>("GET", `/refund/${encodeURIComponent(id)}`));
}

/** A webhook is Paystack's when x-paystack-signature is the HMAC-SHA512 of the raw body with the secret key. */
export function isPaystackSignature(rawBody: string, signature: string | null, secret = paystackSecretKey()): boolean {
  if (!secret || !signature) return false;
  const expected = Buffer.from(createHmac("sha512", secret).update(rawBody).digest("hex"));
  const given = Buffer.from(signature.trim().toLowerCase());
  return given.length === expected.length && timingSafeEqual(given, expected);
}
