export function migrateDatabase(databaseUrl: string): void;
