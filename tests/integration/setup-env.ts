import { mkdirSync } from "node:fs";
import path from "node:path";
import { inject } from "vitest";

// Set before any app module reads the environment.
process.env.DATA_DIR = inject("dataDir");
// A temp folder of this run's own: the SQLite and PostgreSQL runs go side by side, and the upload
// tests check that nothing is left in os.tmpdir() (which reads TMPDIR).
process.env.TMPDIR = path.join(inject("dataDir"), "tmp");
mkdirSync(process.env.TMPDIR, { recursive: true });
process.env.DATABASE_URL = inject("databaseUrl");
process.env.NEXTAUTH_SECRET = "integration-test-secret-integration-test-secret";
// The tests play the one trusted proxy in front of the app, naming each client in X-Forwarded-For
// (lib/client-address.ts; tests/unit/http.test.ts checks the address rules themselves).
process.env.TRUST_PROXY = "1";
