import "server-only";
// How `npm run backup` names its archives, shared with the launch checklist that looks for them.
export const ARCHIVE_PREFIX = "band-backup-";

export const isBackupArchive = (name: string) => name.startsWith(ARCHIVE_PREFIX) && name.endsWith(".tar.gz");
