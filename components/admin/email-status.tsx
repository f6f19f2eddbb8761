"use client";

import { useState } from "react";
import useSWR from "swr";
import { toast } from "sonner";
import { adminSwrOptions, getJson, postJson } from "@/lib/browser/fetch";
import { Button } from "@/components/ui/button";
import { readableMoment } from "@/lib/dates/readable";

type OutboxMessage = {
  id: number;
  kind: string;
  subject: string;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string;
  sentAt: string | null;
  failedAt: string | null;
};
type ChannelCounts = { sent: number; pending: number; failing: number; failed: number };
type OutboxStatus = {
  emailConfigured: boolean;
  pending: number;
  failing: number;
  failed: number;
  sent: number;
  byChannel: { email: ChannelCounts; whatsapp: ChannelCounts; push: ChannelCounts };
  recent: OutboxMessage[];
};

/** "3 sent · 1 waiting · 1 failed": one channel's line. */
const countsLine = (counts: ChannelCounts) =>
  `${counts.sent} sent · ${counts.pending} waiting${counts.failing ? ` · ${counts.failing} retrying after errors` : ""}${counts.failed ? ` · ${counts.failed} failed` : ""}`;

const attemptsText = (attempts: number) => `${attempts} attempt${attempts === 1 ? "" : "s"}`;

/** Whether enquiry emails go out, any that are waiting or retrying, and those that gave up (with Retry). */
export function EmailStatus() {
  const { data, error, mutate } = useSWR<OutboxStatus>("/api/admin/outbox", getJson, { ...adminSwrOptions, refreshInterval: 30_000 });
  const [retrying, setRetrying] = useState<number | null>(null);
  if (error) return <p className="text-sm text-danger">Could not load the email status: {error.message}</p>;
  if (!data) return <p className="text-sm text-muted-foreground">Checking email notifications...</p>;
  const gaveUp = data.recent.filter((message) => message.failedAt);
  const waiting = data.recent.filter((message) => !message.failedAt);

  async function retry(message: OutboxMessage) {
    setRetrying(message.id);
    try {
      await postJson(`/api/admin/outbox/${message.id}/retry`);
      await mutate();
      toast.success("Email queued again", { description: message.subject });
    } catch (failure) {
      toast.error("Retry failed", { description: failure instanceof Error ? failure.message : "Could not queue the email again" });
    } finally {
      setRetrying(null);
    }
  }

  return (
    <section aria-labelledby="email-status-heading" className="rounded-lg border border-border p-4 text-sm">
      <h3 id="email-status-heading" className="font-semibold">
        Notifications
      </h3>
      {data.emailConfigured ? (
        <p className="mt-1 text-muted-foreground">Emails: {countsLine(data.byChannel.email)}</p>
      ) : (
        <p className="mt-1">
          <span className="font-medium text-danger">Email is not configured.</span> Set <code>SMTP_URL</code> and <code>NOTIFY_TO</code> to be emailed about enquiries;{" "}
          {data.byChannel.email.pending} email{data.byChannel.email.pending === 1 ? " is" : "s are"} waiting and will be sent once it is. Enquiries are all listed below either way.
        </p>
      )}
      <p className="text-muted-foreground">WhatsApp messages: {countsLine(data.byChannel.whatsapp)}</p>
      <p className="text-muted-foreground">Pushes to devices: {countsLine(data.byChannel.push)}</p>
      {gaveUp.length > 0 && (
        <div className="mt-3">
          <h4 className="font-medium text-danger">Not sent: gave up after two days of retries</h4>
          <ul className="mt-1 space-y-2" aria-label="Failed emails">
            {gaveUp.map((message) => (
              <li key={message.id} className="flex flex-wrap items-center justify-between gap-2">
                <span>
                  {message.subject} — {attemptsText(message.attempts)}, gave up {readableMoment(message.failedAt!)}
                  {message.lastError ? `; last error: ${message.lastError}` : ""}
                </span>
                <Button
                  variant="outline"
                  className="min-h-11 px-3"
                  disabled={retrying === message.id}
                  onClick={() => retry(message)}
                  aria-label={`Retry sending “${message.subject}”`}
                >
                  {retrying === message.id ? "Retrying..." : "Retry"}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {data.emailConfigured && waiting.length > 0 && (
        <ul className="mt-2 space-y-1">
          {waiting.slice(0, 5).map((message) => (
            <li key={message.id} className="text-muted-foreground">
              {message.subject} — {attemptsText(message.attempts)}
              {message.lastError ? `, last error: ${message.lastError}` : ""}; next try {readableMoment(message.nextAttemptAt)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
