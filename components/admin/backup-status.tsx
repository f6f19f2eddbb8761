import { backupStatus } from "@/lib/backup/runs";
import { formatBytes } from "@/lib/browser/music-file-selection";
import { readableMoment } from "@/lib/dates/readable";

/** Where a backup is kept, as the band reads it: "on the server and in the backup bucket (s3://…)". */
const whereWords = (location: string) =>
  location
    .split(" and ")
    .map((place) => (place === "DATA_DIR/backups" ? "on the server" : place.startsWith("s3://") ? `in the backup bucket (${place})` : `in ${place}`))
    .join(" and ");

/** Said instead of "every night at 02:30" when the server's own nightly backup is off. */
const NIGHTLY_OFF = "This server makes no nightly backup of its own (BACKUP_NIGHTLY=off): backups come only from npm run backup or a scheduler.";

/**
 * The Overview's backup line (issue 65): the last backup that succeeded, where it is kept and its
 * size; a warning when none has succeeded in 48 hours, with the last failure's reason (a fresh install
 * is told when its first one comes instead). Rendered on the server.
 */
export async function BackupStatus() {
  const { nightly, last, lastError, overdue } = await backupStatus();
  const lastLine = last
    ? `Last backup: ${readableMoment(last.at)}${last.bytes ? ` · ${formatBytes(last.bytes)}` : ""}${last.location ? ` · kept ${whereWords(last.location)}` : ""}`
    : null;
  if (!overdue) {
    const line = !nightly
      ? `${lastLine ? `${lastLine}.` : "No backup yet."} ${NIGHTLY_OFF}`
      : lastLine
        ? `${lastLine}. The server makes one every night at 02:30.`
        : "No backup yet: the server makes the first one at 02:30 tonight, then one every night.";
    return (
      <p className="mb-6 text-sm text-muted-foreground" aria-label="Backups">
        {line}
      </p>
    );
  }
  return (
    <section aria-labelledby="backup-warning-heading" className="mb-6 rounded-lg border border-danger bg-card p-4">
      <h2 id="backup-warning-heading" className="text-lg font-semibold">
        No backup in the last 48 hours
      </h2>
      <p className="text-sm">{lastLine ?? "No backup has been made yet."}</p>
      {lastError && <p className="text-sm wrap-anywhere text-danger">The last try failed: {lastError}</p>}
      <p className="text-sm text-muted-foreground">
        {nightly
          ? "The server makes one every night at 02:30 and tries again the next night. If this stays, ask whoever set up the site to check the server's disk and the backup bucket"
          : `${NIGHTLY_OFF} Ask whoever set up the site to schedule them`}{" "}
        (docs/operations.md, Durability and backups).
      </p>
    </section>
  );
}
