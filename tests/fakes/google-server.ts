// The fake Google as its own process, for the end-to-end tests: `tsx tests/fakes/google-server.ts`
// listens on FAKE_GOOGLE_PORT until it is stopped.
import { startFakeGoogle } from "./google";

const fake = await startFakeGoogle(Number(process.env.FAKE_GOOGLE_PORT || 0));
console.log(`fake Google listening on ${fake.url}`);
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => void fake.close().then(() => process.exit(0)));
