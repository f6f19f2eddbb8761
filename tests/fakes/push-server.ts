// The local push service as its own process, for the end-to-end tests: `tsx tests/fakes/push-server.ts`
// listens on FAKE_PUSH_PORT over https with the test certificate until it is stopped.
import { localTlsCertificate } from "../support/local-tls.mjs";
import { startFakePushService } from "./push-service";

const fake = await startFakePushService(localTlsCertificate(), Number(process.env.FAKE_PUSH_PORT || 0));
console.log(`local push service listening on ${fake.origin}`);
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => void fake.close().then(() => process.exit(0)));
