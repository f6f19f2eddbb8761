"use client";

import { useState } from "react";
import useSWR from "swr";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { readableMoment } from "@/lib/dates/readable";
import { describeDevice } from "@/lib/auth/device-name";
import { adminSwrOptions, getPage } from "@/lib/browser/fetch";
import { auditActionLabels, auditActions, type AuditEventView } from "@/lib/validation/audit";

/** The Security tab's audit log: security-relevant events, newest first, 50 a page, filtered by action and outcome. */
export function AuditLog() {
  const [action, setAction] = useState("");
  const [outcome, setOutcome] = useState("");
  // The pages seen so far, by the cursor each starts at (none for the newest): Older pushes, Newer pops.
  const [pages, setPages] = useState<string[]>([]);
  const cursor = pages.at(-1);
  const query = new URLSearchParams({ ...(action && { action }), ...(outcome && { outcome }), ...(cursor !== undefined && { cursor }) }).toString();
  const { data, error } = useSWR(`/api/admin/audit-events${query ? `?${query}` : ""}`, (url: string) => getPage<AuditEventView>(url, "events"), {
    ...adminSwrOptions,
    revalidateOnMount: true,
  });
  const filter = (set: (value: string) => void) => (value: string) => {
    set(value);
    setPages([]);
  };

  return (
    <section aria-labelledby="audit-heading">
      <h3 id="audit-heading" className="text-lg font-semibold">
        Audit log
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">Sign-ins, sign-outs, password changes, exports, deletions and other changes, newest first. Kept for a year.</p>
      <div className="mt-4 flex flex-wrap gap-4">
        <div className="w-full sm:w-64">
          <Label htmlFor="audit-action">Action</Label>
          <Select id="audit-action" value={action} onChange={(event) => filter(setAction)(event.target.value)}>
            <option value="">All actions</option>
            {auditActions.map((value) => (
              <option key={value} value={value}>
                {auditActionLabels[value]}
              </option>
            ))}
          </Select>
        </div>
        <div className="w-full sm:w-64">
          <Label htmlFor="audit-outcome">Outcome</Label>
          <Select id="audit-outcome" value={outcome} onChange={(event) => filter(setOutcome)(event.target.value)}>
            <option value="">All outcomes</option>
            <option value="success">Succeeded</option>
            <option value="failure">Failed</option>
          </Select>
        </div>
      </div>
      {error ? (
        <p className="mt-4 text-danger">Could not load the audit log: {error.message}</p>
      ) : !data ? (
        <p className="mt-4 text-muted-foreground">Loading...</p>
      ) : data.rows.length === 0 ? (
        <p className="mt-4 text-muted-foreground">No events match.</p>
      ) : (
        <div className="mt-4 overflow-x-auto rounded-lg border border-border">
          <table className="stacked-table w-full text-left text-sm">
            <caption className="sr-only">Audit events</caption>
            <thead className="bg-muted text-muted-foreground">
              <tr>
                {["Time", "Admin", "Action", "Target", "Address", "Outcome"].map((heading) => (
                  <th key={heading} scope="col" className="px-3 py-2 font-medium">
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {data.rows.map((event) => (
                <tr key={event.id}>
                  <td data-label="Time" className="px-3 py-2 whitespace-nowrap">
                    {readableMoment(event.createdAt)}
                  </td>
                  <td data-label="Admin" className="px-3 py-2">
                    {event.username ?? "—"}
                  </td>
                  <td data-label="Action" className="px-3 py-2 whitespace-nowrap">
                    {auditActionLabels[event.action] ?? event.action}
                  </td>
                  <td data-label="Target" className="max-w-64 truncate px-3 py-2" title={event.target ?? undefined}>
                    {event.target ?? "—"}
                  </td>
                  <td data-label="Address" className="px-3 py-2 whitespace-nowrap">
                    {/* One element: on a phone the cell is a two-column grid (label, value). */}
                    <span>
                      {event.ipAddress ?? "—"}
                      <span className="block text-xs text-muted-foreground">{describeDevice(event.userAgent)}</span>
                    </span>
                  </td>
                  <td data-label="Outcome" className={`px-3 py-2 font-medium ${event.outcome === "failure" ? "text-danger" : ""}`}>
                    {event.outcome === "failure" ? "Failed" : "Succeeded"}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data && (pages.length > 0 || data.nextCursor !== null) && (
        <nav aria-label="Audit log pages" className="mt-3 flex flex-wrap items-center gap-3 text-sm">
          <Button variant="outline" className="min-h-11 px-3" disabled={pages.length === 0} onClick={() => setPages((current) => current.slice(0, -1))}>
            Newer
          </Button>
          <span>Page {pages.length + 1}</span>
          <Button
            variant="outline"
            className="min-h-11 px-3"
            disabled={data.nextCursor === null}
            onClick={() => data.nextCursor !== null && setPages((current) => [...current, data.nextCursor!])}
          >
            Older
          </Button>
        </nav>
      )}
    </section>
  );
}
