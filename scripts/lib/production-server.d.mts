// Types for production-server.mjs, which the e2e suite imports.
import type { ChildProcess, StdioOptions } from "node:child_process";

export type ProductionServer = { url: string; dataDir: string; child: ChildProcess; stop: () => Promise<void> };
export function startProductionServer(options?: {
  env?: Record<string, string | undefined>;
  mode?: "npm-start" | "next-start";
  stdio?: StdioOptions;
  prefix?: string;
  dataDir?: string;
  root?: string;
}): Promise<ProductionServer>;
