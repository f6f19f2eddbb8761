"use client";

import useSWR from "swr";
import { Disclosure } from "@/components/ui/disclosure";
import { adminSwrOptions, getJson } from "@/lib/browser/fetch";
import { readableMoment } from "@/lib/dates/readable";
import { displayPhone } from "@/lib/validation/phone-number";
import { BAND_ADDRESS } from "@/lib/email/band-address";
import type { DeliveryLogEntry } from "@/lib/delivery/status";

const stateWords: Record<string, string> = {
  waiting: "Waiting",
  retrying: "Retrying",
  "gave-up": "Not sent",
  sent: "Sent",
  delivered: "Delivered",
  read: "Read",
  failed: "Not delivered",
};
const channelWords: Record<string, string> = { email: "Email", whatsapp: "WhatsApp", push: "Push" };
const bad = new Set(["gave-up", "failed"]);

/** Where a message went, as a person reads it: a phone for WhatsApp, "a device" for a push. */
function recipient(entry: DeliveryLogEntry): string {
  if (entry.channel === "whatsapp" && /^\d+$/.test(entry.to)) return displayPhone(entry.to);
  if (entry.channel === "push") return "a device";
  return entry.to === BAND_ADDRESS ? "the band (NOTIFY_TO)" : entry.to;
}

/** The delivery log (issue 65): each message's channel, recipient, state and the provider's reason; one enquiry's with contactId. Loads when opened. */
export function DeliveryLog({ contactId, summary }: { contactId?: number; summary: string }) {
  return (
    <Disclosure summary={summary}>
      <DeliveryLogList contactId={contactId} />
    </Disclosure>
  );
}

function DeliveryLogList({ contactId }: { contactId?: number }) {
  const { data, error } = useSWR<{ log: DeliveryLogEntry[] }>(`/api/admin/outbox${contactId ? `?contactId=${contactId}` : ""}`, getJson, adminSwrOptions);
  if (error) return <p className="p-3 text-sm text-danger">The delivery log could not be loaded.</p>;
  if (!data) return <p className="p-3 text-sm text-muted-foreground">Loading…</p>;
  if (data.log.length === 0) return <p className="p-3 text-sm text-muted-foreground">No messages yet.</p>;
  return (
    <ul aria-label="Messages sent" className="divide-y divide-border border-t border-border text-sm">
      {data.log.map((entry) => (
        <li key={entry.id} className="p-3">
          <span className="block wrap-anywhere">{entry.subject}</span>
          <span className={bad.has(entry.state) ? "font-semibold text-danger" : "font-semibold"}>{stateWords[entry.state] ?? entry.state}</span> ·{" "}
          {channelWords[entry.channel] ?? entry.channel} to {recipient(entry)} · {readableMoment(entry.createdAt)}
          {entry.error && <span className="block wrap-anywhere text-muted-foreground">{entry.error}</span>}
          {entry.answer && <span className="block wrap-anywhere text-muted-foreground">The service answered: {entry.answer}</span>}
        </li>
      ))}
    </ul>
  );
}
