import { inject } from "vitest";

// Set before any app module reads the environment.
process.env.DATA_DIR = inject("dataDir");
process.env.DATABASE_URL = inject("databaseUrl");
process.env.NEXTAUTH_SECRET = "integration-test-secret-integration-test-secret";
