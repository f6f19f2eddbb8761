"use client";

import useSWR from "swr";
import { toast } from "sonner";
import { VersionHistory } from "@/components/admin/history/version-history";
import { adminSwrOptions, getJson, sendJson } from "@/lib/browser/fetch";
import type { BlockKind, ContentItemView } from "@/lib/validation/content";
import { contentFields, withPromiseInHints } from "./content-fields";
import { ItemForm } from "./item-form";
import { DemoBadge } from "./demo-badge";

/** A section the site has once (the hero, about, the press kit): one form, saved whole (PUT /api/admin/content/<kind>); hints name the reply promise as it stands. */
export function BlockEditor({ kind, title, replyPromise, view }: { kind: BlockKind; title: string; replyPromise: string; view?: { href: string; label: string } }) {
  const url = `/api/admin/content/${kind}`;
  const { data, error, mutate } = useSWR<{ item: ContentItemView }>(url, getJson, adminSwrOptions);
  return (
    <section aria-labelledby={`content-${kind}-heading`} className="rounded-md border border-border p-4">
      <h3 id={`content-${kind}-heading`} className="scroll-mt-20 font-semibold">
        {title} {data?.item.isDemo && <DemoBadge />}
      </h3>
      {view && (
        <p className="mt-1 text-sm">
          <a href={view.href} target="_blank" rel="noopener" className="inline-flex min-h-11 items-center text-primary underline underline-offset-2">
            {view.label}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </p>
      )}
      {error && <p className="mt-2 text-sm text-danger">{title} could not be loaded.</p>}
      {data && (
        <div className="mt-3">
          <ItemForm
            key={data.item.updatedAt}
            fields={withPromiseInHints(contentFields[kind], replyPromise)}
            initial={data.item.data as Record<string, unknown>}
            submitLabel={`Save ${title.toLowerCase()}`}
            onSubmit={async (body) => {
              const outcome = await sendJson<{ item: ContentItemView }>(url, "PUT", body);
              if (outcome.ok) {
                toast.success("Saved", { description: `${title} shows on the site from the next page load.` });
                await mutate(outcome.data, { revalidate: false });
              } else toast.error("Not Saved", { description: outcome.error });
              return outcome;
            }}
          />
          <VersionHistory item={`content:${kind}:${data.item.id}`} label={title.toLowerCase()} describe={() => `${title} as it was`} onRestored={() => void mutate()} />
        </div>
      )}
    </section>
  );
}
