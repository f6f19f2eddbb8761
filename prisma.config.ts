// Prisma CLI configuration: the JavaScript schema engine with driver adapters, so migrations run
// offline. The provider follows DATABASE_URL, as the app does at start-up.
import { defineConfig } from "prisma/config";
import { postgresMigrationAdapter, sqliteAdapter } from "./lib/db/adapters";
import { databaseUrl, isPostgresUrl } from "./lib/env";

const url = databaseUrl();
const postgres = isPostgresUrl(url);

export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: postgres ? "prisma/postgres/schema.prisma" : "prisma/schema.prisma",
  migrations: { path: postgres ? "prisma/postgres/migrations" : "prisma/migrations" },
  adapter: async () => (postgres ? postgresMigrationAdapter(url) : sqliteAdapter(url)),
});
