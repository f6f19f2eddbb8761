"use client";

import { useState } from "react";
import useSWR from "swr";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { adminSwrOptions, getJson, postJson } from "@/lib/browser/fetch";
import type { LaunchItem } from "@/lib/launch/checklist";

type Checklist = { items: LaunchItem[]; dismissed: Pick<LaunchItem, "id" | "title">[] };
const CHECKLIST_URL = "/api/admin/launch-checklist";

/** Marks an optional item "Not using this" or shows it again; answers whether it worked. */
function useDismissal() {
  const { mutate } = useSWR<Checklist>(CHECKLIST_URL, getJson, adminSwrOptions);
  const [busy, setBusy] = useState<string | null>(null);
  async function setDismissed(item: Pick<LaunchItem, "id" | "title">, dismissed: boolean) {
    setBusy(item.id);
    try {
      await postJson(`${CHECKLIST_URL}/${item.id}`, { dismissed }, "PUT");
      toast.success(dismissed ? "Left off the checklist" : "Back on the checklist", {
        description: dismissed ? `${item.title}: bring it back in Settings whenever you like.` : item.title,
      });
      await mutate();
    } catch (error) {
      toast.error("Not changed", { description: error instanceof Error ? error.message : "Please try again" });
    } finally {
      setBusy(null);
    }
  }
  return { busy, setDismissed };
}

/** On the Overview: what is left before launch, each with its fix; gone once everything is done or marked not used. */
export function LaunchChecklist() {
  const { data, error } = useSWR<Checklist>(CHECKLIST_URL, getJson, adminSwrOptions);
  const { busy, setDismissed } = useDismissal();
  if (error) return <p className="mb-4 text-sm text-danger">Could not load the launch checklist: {error.message}</p>;
  if (!data || data.items.length === 0) return null;
  return (
    <section aria-labelledby="launch-checklist-heading" className="mb-4 rounded-lg border border-border p-4" data-testid="launch-checklist">
      <h3 id="launch-checklist-heading" className="font-semibold">
        Before launch: {data.items.length} thing{data.items.length === 1 ? "" : "s"} left
      </h3>
      <ul className="mt-3 space-y-4">
        {data.items.map((item) => (
          <li key={item.id} data-item={item.id} className="text-sm">
            <p className="font-medium">
              <span>{item.title}</span>
              {item.operator && <span className="ml-2 rounded bg-muted px-1.5 py-0.5 text-xs font-normal text-muted-foreground">for whoever runs the server</span>}
            </p>
            <p className="text-muted-foreground">{item.fix}</p>
            <div className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1">
              {item.link && (
                <a href={item.link.href} className="inline-flex min-h-11 items-center text-primary underline underline-offset-2">
                  {item.link.label}
                </a>
              )}
              {item.optional && (
                <Button
                  variant="ghost"
                  className="min-h-11 px-2"
                  disabled={busy === item.id}
                  onClick={() => void setDismissed(item, true)}
                  aria-label={`Not using this: ${item.title}`}
                >
                  Not using this
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** In Settings: the optional checklist items marked "Not using this", each with Show again. */
export function DismissedLaunchItems() {
  const { data } = useSWR<Checklist>(CHECKLIST_URL, getJson, adminSwrOptions);
  const { busy, setDismissed } = useDismissal();
  if (!data || data.dismissed.length === 0) return null;
  return (
    <section aria-labelledby="dismissed-launch-items" className="rounded-lg border border-border p-4 text-sm">
      <h3 id="dismissed-launch-items" className="font-semibold">
        Left off the launch checklist
      </h3>
      <p className="mt-1 text-muted-foreground">Features you said the band does not use. Show one again to see it on the Overview&apos;s checklist.</p>
      <ul className="mt-2 space-y-1">
        {data.dismissed.map((item) => (
          <li key={item.id} className="flex flex-wrap items-center justify-between gap-2">
            <span>{item.title}</span>
            <Button variant="outline" className="min-h-11 px-3" disabled={busy === item.id} onClick={() => void setDismissed(item, false)} aria-label={`Show again: ${item.title}`}>
              Show again
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
