"use client";

import { useCan } from "@/components/admin/team/panel-role";
import { useState } from "react";
import useSWR from "swr";
import { EventPlanEditor } from "@/components/booking/event-plan-editor";
import { adminSwrOptions, getJson } from "@/lib/browser/fetch";
import type { EventPlan } from "@/lib/validation/event-plan";
import type { PlanSong } from "@/lib/validation/repertoire";

/** "Plan for the night" on a booked quote: the client's songs, timeline and venue, which the band edits at any time. Loads when opened. */
export function PlanPanel({ quoteId }: { quoteId: number }) {
  const [opened, setOpened] = useState(false);
  const keeps = useCan("plans", "write");
  const plan = useSWR<{ plan: EventPlan; songs: PlanSong[] }>(opened ? `/api/admin/quotes/${quoteId}/plan` : null, getJson, adminSwrOptions);
  return (
    <details className="mt-2 rounded-md border border-border" onToggle={(event) => setOpened(event.currentTarget.open)}>
      <summary className="flex min-h-11 cursor-pointer items-center px-3 font-medium">Plan for the night</summary>
      <div className="border-t border-border p-3">
        {plan.error && <p className="text-sm text-danger">The plan could not be loaded.</p>}
        {plan.data && (
          <EventPlanEditor
            endpoint={`/api/admin/quotes/${quoteId}/plan`}
            named={plan.data.songs}
            initial={plan.data.plan}
            editable={keeps}
            lockedNote="Your role reads the plan; the music director and the managers change it."
          />
        )}
      </div>
    </details>
  );
}
