"use client";

import { useState } from "react";
import useSWR from "swr";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { adminSwrOptions, getJson, postJson } from "@/lib/browser/fetch";
import { readableMoment } from "@/lib/dates/readable";
import { privacyRequestKindLabels, type PrivacyRequestKind, type PrivacyRequestRow } from "@/lib/validation/privacy";

// Settings → Privacy's requests (issue 66, item 4): what people asked for on /privacy-request, each
// with its clock to the 30 days the law gives, open ones first; "Done" once answered.

const DAY_MS = 86_400_000;

/** "due in 12 days", "due today", "3 days late". */
function dueWords(dueAt: string, now: number): string {
  const days = Math.ceil((new Date(dueAt).getTime() - now) / DAY_MS);
  if (days < 0) return `${-days} ${days === -1 ? "day" : "days"} late`;
  if (days === 0) return "due today";
  return `due in ${days} ${days === 1 ? "day" : "days"}`;
}

export function PrivacyRequests({ onLookUp }: { onLookUp: (email: string) => void }) {
  // The clocks count from when the list was opened.
  const [now] = useState(Date.now);
  const { data, error, mutate } = useSWR("/api/admin/privacy/requests", (url: string) => getJson<{ requests: PrivacyRequestRow[] }>(url), adminSwrOptions);

  async function markDone(id: number) {
    try {
      await postJson(`/api/admin/privacy/requests/${id}/done`);
      await mutate();
      toast.success("Marked as answered");
    } catch (failure) {
      toast.error("Could not mark it answered", { description: failure instanceof Error ? failure.message : undefined });
    }
  }

  if (error) return <p className="text-sm text-danger">The requests could not be loaded: {error instanceof Error ? error.message : "try again"}</p>;
  if (!data) return <p className="text-sm text-muted-foreground">Loading the requests…</p>;
  const { requests } = data;
  return (
    <div className="mb-6">
      <h3 className="font-semibold">Requests from people</h3>
      {requests.length === 0 ? (
        <p className="text-sm text-muted-foreground">No one has sent a request from the privacy request page yet.</p>
      ) : (
        <ul className="mt-2 divide-y divide-border" aria-label="Privacy requests">
          {requests.map((request) => {
            const open = request.status === "open";
            const late = open && new Date(request.dueAt).getTime() < now;
            return (
              <li key={request.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:gap-3">
                <div className="min-w-0 text-sm sm:flex-1">
                  <p className="font-medium wrap-anywhere">
                    {privacyRequestKindLabels[request.kind as PrivacyRequestKind] ?? request.kind} · {request.email}
                  </p>
                  <p className="text-muted-foreground">
                    Received {readableMoment(request.receivedAt)} ·{" "}
                    {open ? (
                      <span className={late ? "font-semibold text-danger" : undefined}>{dueWords(request.dueAt, now)}</span>
                    ) : (
                      `answered ${request.doneAt ? readableMoment(request.doneAt) : ""}${request.doneBy ? ` by ${request.doneBy}` : ""}`
                    )}
                  </p>
                  {request.details && <p className="mt-1 wrap-anywhere whitespace-pre-line">{request.details}</p>}
                </div>
                {open && (
                  <div className="flex gap-2">
                    {request.email !== "erased" && (
                      <Button type="button" variant="outline" onClick={() => onLookUp(request.email)}>
                        Look them up
                      </Button>
                    )}
                    <Button type="button" variant="outline" onClick={() => void markDone(request.id)}>
                      Done
                    </Button>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
