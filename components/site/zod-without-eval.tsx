"use client";

import { config } from "zod/v4/core";

// Zod probes `new Function` once to decide whether to compile its parsers. The CSP has no
// 'unsafe-eval', so the browser reports that probe as a violation even though Zod catches it:
// parsing without compilation avoids the probe (Zod's documented `jitless` option).
config({ jitless: true });

export function ZodWithoutEval() {
  return null;
}
