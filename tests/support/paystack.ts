import { afterAll, beforeAll } from "vitest";
import { startFakePaystack, type FakePaystack } from "../fakes/paystack";

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
