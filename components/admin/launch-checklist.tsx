"use client";

import useSWR from "swr";
import { adminSwrOptions, getJson } from "@/lib/browser-fetch";
import type { LaunchItem } from "@/lib/launch/checklist";

/** On the Overview: what is left before launch, each with its fix; gone once everything is done. */
export function LaunchChecklist() {
  const { data, error } = useSWR<{ items: LaunchItem[] }>("/api/admin/launch-checklist", getJson, adminSwrOptions);
  if (error) return <p className="mb-4 text-sm text-danger">Could not load the launch checklist: {error.message}</p>;
  if (!data || data.items.length === 0) return null;
  return (
    <section aria-labelledby="launch-checklist-heading" className="mb-4 rounded-lg border border-border p-4" data-testid="launch-checklist">
      <h3 id="launch-checklist-heading" className="font-semibold">
        Before launch: {data.items.length} thing{data.items.length === 1 ? "" : "s"} left
      </h3>
      <ul className="mt-3 space-y-3">
        {data.items.map((item) => (
          <li key={item.id} data-item={item.id} className="text-sm">
            <p className="font-medium">
              <span>{item.title}</span>
              {item.operator && <span className="ml-2 rounded bg-muted px-1.5 py-0.5 text-xs font-normal text-muted-foreground">for whoever runs the server</span>}
            </p>
            <p className="text-muted-foreground">{item.fix}</p>
            {item.link ? (
              <a href={item.link.href} className="text-primary underline underline-offset-2">
                {item.link.label}
              </a>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
