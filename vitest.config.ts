import path from "node:path";
import { defineConfig } from "vitest/config";
import { trustLocalTls } from "./tests/support/local-tls.mjs";

const root = import.meta.dirname;

// The alert tests' local push service is https with a certificate of ours; the test processes
// (started after this file is read) trust it as a server trusts a real push service's CA.
trustLocalTls();

// Integration files that replace app modules with vi.mock (next/headers, the outbox, next-auth…).
const mockingFiles = ["form-sends", "fuzz", "inbox", "payments", "two-factor-paths", "two-factor-pending"].map((name) => `tests/integration/${name}.test.ts`);

const integration = {
  globalSetup: ["tests/integration/global-setup.ts"],
  setupFiles: ["tests/integration/setup-env.ts"],
  // One database for the run: files take turns, and each test starts from empty tables.
  fileParallelism: false,
  // npm test runs these beside the end-to-end run, where a file gets about a third of the machine;
  // on a busier machine a demo-seeding test once passed 30 s (when the seed still encoded its photos).
  testTimeout: 120_000,
  hookTimeout: 120_000,
};

export default defineConfig({
  resolve: {
    alias: {
      "@": root,
      // The real package throws outside React Server Components; tests run server code directly.
      "server-only": path.join(root, "tests/support/server-only.ts"),
      // Outside the Next.js server there is no cache to mark; tests/support/next-cache.ts records instead.
      "next/cache": path.join(root, "tests/support/next-cache.ts"),
    },
  },
  test: {
    projects: [
      { extends: true, test: { name: "unit", include: ["tests/unit/**/*.test.ts"] } },
      {
        extends: true,
        test: {
          ...integration,
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          exclude: mockingFiles,
          // The files share one module registry: each imports the app once instead of once per file
          // (a third of the run's CPU). Every test still starts from empty tables.
          isolate: false,
        },
      },
      {
        extends: true,
        // vi.mock replaces a module for its own file only, so these files keep a registry of their own;
        // they run after the shared-registry files (on PostgreSQL both use one database).
        test: { ...integration, name: "integration-mocking", include: mockingFiles, sequence: { groupOrder: 1 } },
      },
    ],
  },
});
