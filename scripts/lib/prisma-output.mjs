// Turns the Prisma CLI's `migrate deploy` output into the one line a person needs. The CLI's
// other lines (the schema's placeholder `dev.db` datasource, the warning that the schema's url is
// not used with a driver adapter, the config banner) describe Prisma, not this install.

/** The migrations `prisma migrate deploy` applied, by folder name, from its output. */
export function appliedMigrations(output) {
  const start = output.indexOf("have been applied");
  if (start === -1) return [];
  return [...output.slice(start).matchAll(/└─ (\d{14}_[A-Za-z0-9_]+)\/\s*$/gm)].map((match) => match[1]);
}

/** One line for a successful deploy. */
export function deploySummary(output) {
  const applied = appliedMigrations(output);
  if (applied.length) return `Database schema updated: ${applied.length} migration(s) applied (${applied.join(", ")}).`;
  return "Database schema up to date.";
}
