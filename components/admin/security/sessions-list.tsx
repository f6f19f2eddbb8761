"use client";

import { useState } from "react";
import useSWR from "swr";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import type { ActiveSession } from "@/lib/auth/admin-sessions";
import { adminSwrOptions, getJson, postJson } from "@/lib/browser/fetch";
import { readableMoment } from "@/lib/dates/readable";

/** The admin's live sign-ins, each with a way to end it; ending one refuses its cookie at once. */
export function SessionsList() {
  const { data, error, mutate } = useSWR<{ sessions: ActiveSession[] }>("/api/admin/sessions", getJson, adminSwrOptions);
  const [busy, setBusy] = useState<string | null>(null);

  async function end(target: ActiveSession | "others") {
    setBusy(target === "others" ? "others" : target.id);
    try {
      if (target === "others") {
        const { ended } = await postJson<{ ended: number }>("/api/admin/sessions", undefined, "DELETE");
        toast.success("Signed out other sessions", { description: `${ended} session${ended === 1 ? "" : "s"} ended.` });
      } else {
        await postJson(`/api/admin/sessions/${encodeURIComponent(target.id)}`, undefined, "DELETE");
        toast.success("Session ended", { description: `${target.device} is signed out.` });
      }
    } catch (failure) {
      toast.error("Could not end the session", { description: failure instanceof Error ? failure.message : "Please try again." });
    } finally {
      setBusy(null);
      void mutate();
    }
  }

  const others = data?.sessions.filter((session) => !session.current).length ?? 0;

  return (
    <section aria-labelledby="sessions-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h3 id="sessions-heading" className="text-lg font-semibold">
            Active sessions
          </h3>
          <p className="mt-1 text-sm text-muted-foreground">Where you are signed in. A session unused for a while ends by itself.</p>
        </div>
        {others > 0 && (
          <Button variant="outline" onClick={() => end("others")} disabled={busy !== null}>
            {busy === "others" ? "Signing out..." : "Sign out all other sessions"}
          </Button>
        )}
      </div>
      {error ? (
        <p className="mt-4 text-danger">Could not load the sessions: {error.message}</p>
      ) : !data ? (
        <p className="mt-4 text-muted-foreground">Loading...</p>
      ) : (
        <ul className="mt-4 divide-y divide-border rounded-lg border border-border">
          {data.sessions.map((session) => (
            <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div className="min-w-0">
                <p className="font-medium">
                  {session.device}
                  {session.current && <span className="ml-2 rounded-full bg-primary/15 px-2 py-0.5 text-xs font-semibold text-foreground">This device</span>}
                </p>
                <p className="text-sm text-muted-foreground">
                  {session.ipAddress ?? "Unknown address"} · last seen {readableMoment(session.lastSeenAt)} · signed in {readableMoment(session.createdAt)}
                </p>
              </div>
              {!session.current && (
                <Button
                  variant="outline"
                  onClick={() => end(session)}
                  disabled={busy !== null}
                  aria-label={`Sign out ${session.device} (${session.ipAddress ?? "unknown address"})`}
                >
                  {busy === session.id ? "Signing out..." : "Sign out"}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
