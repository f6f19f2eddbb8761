"use client";

import { useCan } from "@/components/admin/team/panel-role";
import { useState } from "react";
import useSWR from "swr";
import { toast } from "sonner";
import { adminSwrOptions, getJson, postJson } from "@/lib/browser/fetch";
import { Button } from "@/components/ui/button";
import { InlineConfirm } from "@/components/ui/inline-confirm";
import { Input } from "@/components/ui/input";

type Feed = { url: string };

/** The private calendar feed: its URL to subscribe to, and a new URL when the old one leaked. */
export function FeedPanel() {
  const renews = useCan("enquiries", "write");
  const { data, error, mutate } = useSWR<Feed>("/api/admin/calendar-feed", getJson, adminSwrOptions);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  async function rotate() {
    setBusy(true);
    try {
      await mutate(await postJson<Feed>("/api/admin/calendar-feed"), { revalidate: false });
      toast.success("New Calendar URL", { description: "The old URL no longer works; subscribe again with the new one." });
      setConfirming(false);
    } catch (failure) {
      toast.error("Rotate Failed", { description: failure instanceof Error ? failure.message : "Please try again" });
    } finally {
      setBusy(false);
    }
  }

  async function copy() {
    if (!data) return;
    try {
      await navigator.clipboard.writeText(data.url);
      toast.success("Copied");
    } catch {
      toast.error("Copy the URL from the box by hand");
    }
  }

  return (
    <section aria-labelledby="calendar-feed-heading" className="rounded-md border border-border p-4">
      <h3 id="calendar-feed-heading" className="font-semibold">
        Calendar feed
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">
        Subscribe to this private URL in Google Calendar (Other calendars → From URL) or Apple Calendar (New Calendar Subscription): every booking appears as an all-day event with
        the client&apos;s name, event type, venue and phone; holds appear as tentative. Anyone with the URL can read it: keep it private.
      </p>
      {error && (
        <p role="alert" className="mt-2 text-sm text-danger">
          The feed URL could not be loaded.
        </p>
      )}
      <label htmlFor="calendar-feed-url" className="mt-3 block text-sm font-medium">
        Feed URL
      </label>
      <div className="mt-1 flex flex-wrap gap-2">
        <Input inline id="calendar-feed-url" readOnly value={data?.url ?? ""} onFocus={(event) => event.currentTarget.select()} className="flex-1 font-mono" />
        <Button type="button" variant="outline" onClick={copy} disabled={!data}>
          Copy
        </Button>
        {!confirming && renews && (
          <Button type="button" variant="outline" onClick={() => setConfirming(true)} disabled={!data}>
            New URL
          </Button>
        )}
      </div>
      {confirming && (
        <InlineConfirm className="mt-3" confirmLabel="Make a new URL" busyLabel="Making..." busy={busy} onConfirm={rotate} onCancel={() => setConfirming(false)}>
          Make a new feed URL? The current URL stops working at once, in every calendar subscribed to it.
        </InlineConfirm>
      )}
    </section>
  );
}
