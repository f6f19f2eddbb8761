// The local Graph API as its own process, for the end-to-end tests: `tsx tests/fakes/whatsapp-graph-server.ts`
// listens on FAKE_WHATSAPP_PORT until it is stopped.
import { startFakeGraph } from "./whatsapp-graph";

const fake = await startFakeGraph(Number(process.env.FAKE_WHATSAPP_PORT || 0));
console.log(`local Graph API listening on ${fake.url}`);
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => void fake.close().then(() => process.exit(0)));
