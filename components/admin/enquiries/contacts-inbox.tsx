"use client";

import { useCan } from "@/components/admin/team/panel-role";
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from "react";
import { toast } from "sonner";
import useSWR from "swr";
import { adminSwrOptions, getJson, postJson } from "@/lib/browser/fetch";
import { waitingFirst } from "@/lib/dates/reply-clock-words";
import type { ContactStatus } from "@/lib/validation/contact-admin";
import { Button, buttonClass } from "@/components/ui/button";
import { EmailStatus } from "@/components/admin/email-status";
import { EnquiryCard, type ContactRow } from "./enquiry-card";
import { InboxFilterForm, noInboxFilters, type InboxFilters } from "./inbox-filter-form";
import type { SpamFolderCount } from "@/lib/validation/contact-admin";
import { changeEnquiryStatus } from "@/lib/browser/enquiry-status";
import { useOverCapacityQuestion } from "@/components/admin/over-capacity-dialog";
import { usePagedList } from "@/components/admin/use-paged-list";

const query = (filters: InboxFilters & { format?: "xlsx"; waiting?: "1" }) => {
  const params = new URLSearchParams(Object.entries(filters).filter(([, value]) => value));
  return params.size ? `?${params}` : "";
};

const MINUTE_MS = 60_000;

/** The enquiry an alert opened: /admin/enquiries?enquiry=42 (read once the page is in the browser). */
const openedEnquiry = () => new URLSearchParams(window.location.search).get("enquiry");
const noUpdates = () => () => {};

/**
 * The enquiries, 500 at a time (older ones a button away): those waiting for a reply first, soonest
 * due first, however old, then the rest newest first; search, filters, status, WhatsApp reply and
 * CSV export of every match; suspected spam in its own folder.
 */
export function ContactsInbox() {
  const exportsSubscribers = useCan("site", "read");
  const [filters, setFilters] = useState(noInboxFilters);
  // Bumped when the inbox sets the filters itself (Open the spam folder), so the form shows them.
  const [filterFormKey, setFilterFormKey] = useState(0);
  const { rows: data, error, isLoading, mutate: mutatePages, hasMore, loadingMore, loadMore } = usePagedList<ContactRow>(`/api/contacts${query(filters)}`);
  // Those waiting for a reply, however far back: above the pages, so none is missed for being old.
  const waiting = useSWR<ContactRow[]>(filters.folder === "spam" ? null : `/api/contacts${query({ ...filters, waiting: "1" })}`, getJson, adminSwrOptions);
  const mutateWaiting = waiting.mutate;
  const spam = useSWR<SpamFolderCount>("/api/contacts/spam", getJson, adminSwrOptions);
  const mutateSpam = spam.mutate;
  const mutate = useCallback(() => Promise.all([mutatePages(), mutateWaiting(), mutateSpam()]), [mutatePages, mutateWaiting, mutateSpam]);
  const overCapacity = useOverCapacityQuestion();
  const { ask } = overCapacity;
  const [now, setNow] = useState(() => new Date());
  const openedId = Number(useSyncExternalStore(noUpdates, openedEnquiry, () => null)) || null;
  useEffect(() => {
    // The clock's words move on while the inbox stays open.
    const timer = setInterval(() => setNow(new Date()), MINUTE_MS);
    return () => clearInterval(timer);
  }, []);

  const replied = useCallback(
    async (contact: ContactRow) => {
      try {
        await postJson(`/api/contacts/${contact.id}/replied`);
        await mutate();
        toast.success("Reply Recorded", { description: `${contact.name}'s enquiry is answered.` });
      } catch (failure) {
        toast.error("Not Recorded", { description: failure instanceof Error ? failure.message : "Please try again." });
      }
    },
    [mutate],
  );

  const changeStatus = useCallback(
    async (contact: ContactRow, status: ContactStatus) => {
      try {
        if (!(await changeEnquiryStatus(contact.id, status, ask))) return;
        await mutate();
        toast.success("Status Updated", { description: `${contact.name}: ${status}` });
      } catch (failure) {
        toast.error("Update Failed", { description: failure instanceof Error ? failure.message : "Failed to update the enquiry" });
      }
    },
    [mutate, ask],
  );

  const restore = useCallback(
    async (contact: ContactRow) => {
      try {
        await postJson(`/api/contacts/${contact.id}/restore`);
        await mutate();
        toast.success("Moved to the inbox", { description: `${contact.name}'s enquiry is no longer held as spam; its emails are on their way.` });
      } catch (failure) {
        toast.error("Restore Failed", { description: failure instanceof Error ? failure.message : "Failed to restore the enquiry" });
      }
    },
    [mutate],
  );

  const refresh = useCallback(() => void mutate(), [mutate]);
  const ordered = useMemo(() => (data ? waitingFirst(data, waiting.data) : []), [data, waiting.data]);

  return (
    <div className="space-y-6">
      {overCapacity.dialog}
      <EmailStatus />
      <InboxFilterForm key={filterFormKey} initial={filters} onApply={setFilters} />

      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => mutate()}>
          Refresh
        </Button>
        <a href={`/api/contacts/export${query(filters)}`} className={buttonClass("outline")} download>
          Export enquiries (CSV)
        </a>
        <a href={`/api/contacts/export${query({ ...filters, format: "xlsx" })}`} className={buttonClass("outline")} download>
          Export enquiries (Excel)
        </a>
        {exportsSubscribers && (
          <a href="/api/newsletter/export" className={buttonClass("outline")} download>
            Export newsletter subscribers (CSV)
          </a>
        )}
      </div>

      {error && (
        <div role="alert" className="rounded-md border border-danger/40 bg-danger/10 p-4">
          <p className="font-semibold">Failed to fetch contacts</p>
          <p className="text-sm">{error.message}</p>
        </div>
      )}
      {filters.folder !== "spam" && Boolean(spam.data?.held) && (
        <p className="flex flex-wrap items-center gap-2 text-sm">
          {spam.data!.held === 1 ? "1 enquiry is" : `${spam.data!.held} enquiries are`} held in the spam folder.
          <Button
            variant="outline"
            onClick={() => {
              setFilters({ ...noInboxFilters, folder: "spam" });
              setFilterFormKey((key) => key + 1);
            }}
          >
            Open the spam folder
          </Button>
        </p>
      )}
      {isLoading && <p className="text-muted-foreground">Loading enquiries...</p>}
      {data && data.length === 0 && <p className="text-muted-foreground">{filters.folder === "spam" ? "No enquiries are held as spam." : "No enquiries match."}</p>}
      {data && data.length > 0 && (
        <ul className="space-y-4" aria-label="Enquiries">
          {ordered.map((contact) => (
            <EnquiryCard
              key={contact.id}
              contact={contact}
              now={now}
              highlighted={contact.id === openedId}
              onStatus={changeStatus}
              onRestore={restore}
              onReplied={replied}
              onChanged={refresh}
            />
          ))}
        </ul>
      )}
      {hasMore && (
        <Button variant="outline" onClick={loadMore} disabled={loadingMore}>
          {loadingMore ? "Loading..." : "Load older enquiries"}
        </Button>
      )}
    </div>
  );
}
