"use client";

import { useCan } from "@/components/admin/team/panel-role";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { postJson } from "@/lib/browser/fetch";
import type { AdminReviewsOverview } from "@/lib/validation/reviews";
import { GoogleConnectButton } from "@/components/admin/google/connect-button";
import { useServerSeeded } from "@/components/admin/use-server-seeded";
import { ReviewsTable } from "./reviews-table";
import { handleSessionExpiry } from "./session-expiry";
import type { SyncResult } from "@/lib/reviews/sync";
import { readableMoment } from "@/lib/dates/readable";

/** The Reviews tab: the Google connection, the Sync button, the last sync and the stored reviews. */
export function ReviewsTab({ initial }: { initial: AdminReviewsOverview }) {
  const changes = useCan("insights", "write");
  const connects = useCan("site", "write");
  const router = useRouter();
  const { data, error, mutate } = useServerSeeded("/api/reviews/admin", initial);
  const [syncing, setSyncing] = useState(false);

  async function sync() {
    setSyncing(true);
    try {
      await postJson<SyncResult>("/api/reviews/sync");
      toast.success("Reviews Synced", { description: "Google My Business reviews have been updated successfully." });
    } catch (failure) {
      if (!handleSessionExpiry(failure, () => router.refresh())) {
        toast.error("Sync Failed", { description: failure instanceof Error && failure.message ? failure.message : "Failed to sync reviews" });
      }
    } finally {
      setSyncing(false);
      void mutate();
    }
  }

  if (error) return <p className="text-danger">Could not load the reviews: {error.message}</p>;
  if (!data) return <p className="text-muted-foreground">Loading...</p>;

  return (
    <div className="space-y-6">
      <section aria-labelledby="google-connection-heading" className="rounded-lg border border-border p-4">
        <h3 id="google-connection-heading" className="font-semibold">
          Google Business Profile
        </h3>
        {!data.configured ? (
          <div className="mt-2 space-y-2 text-sm">
            <p>
              <span className="font-medium">Not configured.</span> Set{" "}
              {data.missing.map((name, index) => (
                <span key={name}>
                  {index > 0 ? ", " : ""}
                  <code className="rounded bg-muted px-1 break-all">{name}</code>
                </span>
              ))}{" "}
              in the server&apos;s environment and restart the site. Until then the site shows the reviews already stored.
            </p>
            <Link href="/google-api-setup" className="text-primary underline underline-offset-4">
              Open the Google reviews setup guide
            </Link>
          </div>
        ) : data.connected ? (
          <div className="mt-2 flex flex-wrap items-center justify-between gap-3 text-sm">
            <p>
              <span className="font-medium">Connected</span> to location <code className="rounded bg-muted px-1 break-all">{data.location}</code>
              {data.googleRating ? ` · Google rating ${data.googleRating.averageRating.toFixed(1)} from ${data.googleRating.totalReviewCount} reviews` : ""}
            </p>
            {connects && <GoogleConnectButton endpoint="/api/reviews/auth-url" label="Reconnect Google" variant="outline" />}
          </div>
        ) : (
          <div className="mt-2 flex flex-wrap items-center justify-between gap-3 text-sm">
            <p>Not connected. Connect the Google account that manages the band&apos;s Business Profile to sync its reviews.</p>
            {connects && <GoogleConnectButton endpoint="/api/reviews/auth-url" label="Connect Google" />}
          </div>
        )}
      </section>

      <section aria-labelledby="sync-heading" className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border p-4">
        <div>
          <h3 id="sync-heading" className="font-semibold">
            Sync
          </h3>
          <p className="mt-1 text-sm text-muted-foreground" data-testid="last-sync">
            {data.lastSync ? `Last sync ${readableMoment(data.lastSync.at)}: ${data.lastSync.ok ? "succeeded" : "failed"} — ${data.lastSync.message}` : "Not synced yet."}{" "}
            {data.connected ? "Reviews also sync on their own once a day." : ""}
          </p>
        </div>
        {changes && (
          <Button onClick={sync} disabled={syncing || !data.configured || !data.connected}>
            {syncing ? "Syncing..." : "Sync Reviews"}
          </Button>
        )}
      </section>

      <ReviewsTable reviews={data.reviews} onChange={() => void mutate()} />
    </div>
  );
}
