// Types for pg-cluster.mjs, which the e2e suite imports.
export function startThrowawayPostgres(options?: { database?: string }): Promise<{ url: string; stop: () => void }>;
