// The fake Paystack as its own process, for the end-to-end tests: `tsx tests/fakes/paystack-server.ts`
// listens on FAKE_PAYSTACK_PORT and sends its events to FAKE_PAYSTACK_WEBHOOK_URL until it is stopped.
import { startFakePaystack } from "./paystack";

const fake = await startFakePaystack(Number(process.env.FAKE_PAYSTACK_PORT || 0));
fake.webhookUrl = process.env.FAKE_PAYSTACK_WEBHOOK_URL;
console.log(`fake Paystack listening on ${fake.url}`);
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => void fake.close().then(() => process.exit(0)));
