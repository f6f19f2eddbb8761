import { config } from "zod/v4/core";

// Zod probes `new Function` when it builds its first object schema, to decide whether to compile
// its parsers. The CSP has no 'unsafe-eval', so the browser reports that probe as a violation even
// though Zod catches it: parsing without compilation avoids the probe (Zod's documented `jitless`).
// Every module that builds Zod schemas imports this first (tests/unit/zod-jitless.test.ts checks),
// rather than the root layout, so public pages load no Zod until a form needs it.
config({ jitless: true });
