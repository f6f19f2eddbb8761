import { inject } from "vitest";

// Set before any app module reads the environment.
process.env.DATA_DIR = inject("dataDir");
process.env.DATABASE_URL = inject("databaseUrl");
process.env.NEXTAUTH_SECRET = "integration-test-secret-integration-test-secret";
// The tests play the one trusted proxy in front of the app, naming each client in X-Forwarded-For
// (lib/client-address.ts; tests/unit/http.test.ts checks the address rules themselves).
process.env.TRUST_PROXY = "1";
