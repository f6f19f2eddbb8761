"use client";

import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { getJson, sendJson } from "@/lib/browser/fetch";
import { readableMoment } from "@/lib/dates/readable";
import { INSTALLED_VALUE_BY } from "@/lib/validation/site-settings";

type Version = { id: number; savedAt: string; savedBy: string | null; value: unknown };

const when = (iso: string) => readableMoment(iso);

/**
 * The last ten earlier versions of a setting or content item (GET /api/admin/history), loaded when
 * opened, each with Restore. `describe` says in a few words what a version held.
 */
export function VersionHistory({ item, label, describe, onRestored }: { item: string; label: string; describe: (value: unknown) => string; onRestored: () => void }) {
  const [versions, setVersions] = useState<Version[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState<number | null>(null);

  async function load() {
    setFailed(false);
    try {
      setVersions((await getJson<{ versions: Version[] }>(`/api/admin/history?item=${encodeURIComponent(item)}`)).versions);
    } catch {
      setFailed(true);
    }
  }

  async function restore(version: Version) {
    setBusy(version.id);
    const outcome = await sendJson(`/api/admin/history/${version.id}/restore`, "POST");
    setBusy(null);
    if (!outcome.ok) {
      toast.error("Not Restored", { description: outcome.error });
      return;
    }
    toast.success("Restored", {
      // "Social profiles: back as installed." reads right for one setting or many.
      description: version.savedBy === INSTALLED_VALUE_BY ? `${label}: back as installed.` : `${label}: back as it was on ${when(version.savedAt)}.`,
    });
    onRestored();
    await load();
  }

  return (
    <details className="mt-2 text-sm" onToggle={(event) => (event.currentTarget.open && versions === null ? void load() : undefined)}>
      <summary className="cursor-pointer py-3 text-muted-foreground underline-offset-2 hover:underline">History of {label}</summary>
      {failed && <p className="mt-2 text-danger">The history could not be loaded.</p>}
      {versions && versions.length === 0 && <p className="mt-2 text-muted-foreground">No earlier versions yet.</p>}
      {versions && versions.length > 0 && (
        <ol className="mt-2 space-y-2">
          {versions.map((version) => (
            <li key={version.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border p-2">
              <span>
                <span className="block">{describe(version.value)}</span>
                <span className="block text-xs text-muted-foreground">
                  {version.savedBy === INSTALLED_VALUE_BY ? "As installed" : `Saved ${when(version.savedAt)}${version.savedBy ? ` by ${version.savedBy}` : ""}`}
                </span>
              </span>
              <Button
                variant="outline"
                className="min-h-11 px-3"
                disabled={busy !== null}
                onClick={() => void restore(version)}
                aria-label={version.savedBy === INSTALLED_VALUE_BY ? "Restore the version as installed" : `Restore the version saved ${when(version.savedAt)}`}
              >
                {busy === version.id ? "Restoring..." : "Restore"}
              </Button>
            </li>
          ))}
        </ol>
      )}
    </details>
  );
}
