"use client";

import useSWR from "swr";
import { adminSwrOptions, getJson } from "@/lib/client-fetch";

type OutboxStatus = {
  emailConfigured: boolean;
  pending: number;
  failing: number;
  sent: number;
  recent: { id: number; kind: string; subject: string; attempts: number; lastError: string | null; nextAttemptAt: string; sentAt: string | null }[];
};

/** Whether enquiry emails go out, and any that are waiting or failing. */
export function EmailStatus() {
  const { data, error } = useSWR<OutboxStatus>("/api/admin/outbox", getJson, { ...adminSwrOptions, refreshInterval: 30_000 });
  if (error) return <p className="text-sm text-danger">Could not load the email status: {error.message}</p>;
  if (!data) return <p className="text-sm text-muted-foreground">Checking email notifications...</p>;
  const waiting = data.recent.filter((message) => !message.sentAt);
  return (
    <section aria-labelledby="email-status-heading" className="rounded-lg border border-border p-4 text-sm">
      <h3 id="email-status-heading" className="font-semibold">Email notifications</h3>
      {data.emailConfigured ? (
        <p className="mt-1 text-muted-foreground">
          {data.sent} sent · {data.pending} waiting{data.failing ? ` · ${data.failing} retrying after errors` : ""}
        </p>
      ) : (
        <p className="mt-1">
          <span className="font-medium text-danger">Email is not configured.</span> Set <code>SMTP_URL</code> and <code>NOTIFY_TO</code> to be emailed about
          enquiries; {data.pending} notification{data.pending === 1 ? " is" : "s are"} waiting and will be sent once it is. Enquiries are all listed below either way.
        </p>
      )}
      {data.emailConfigured && waiting.length > 0 && (
        <ul className="mt-2 space-y-1">
          {waiting.slice(0, 5).map((message) => (
            <li key={message.id} className="text-muted-foreground">
              {message.subject} — {message.attempts} attempt{message.attempts === 1 ? "" : "s"}
              {message.lastError ? `, last error: ${message.lastError}` : ""}; next try {new Date(message.nextAttemptAt).toLocaleTimeString("en-NG")}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
