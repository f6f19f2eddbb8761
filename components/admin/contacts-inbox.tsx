"use client";

import { useEffect, useState, useSyncExternalStore } from "react";
import { toast } from "sonner";
import { postJson } from "@/lib/browser/fetch";
import { waitingFirst } from "@/lib/dates/reply-clock-words";
import { contactStatuses, type ContactStatus } from "@/lib/validation/contact-admin";
import { Button, buttonClass } from "@/components/ui/button";
import { Input, Select } from "@/components/ui/field";
import { EmailStatus } from "./email-status";
import { EnquiryCard, type ContactRow } from "./enquiries/enquiry-card";
import { changeEnquiryStatus } from "@/lib/availability/change-status";
import { useOverCapacityQuestion } from "./over-capacity-dialog";
import { usePagedList } from "./use-paged-list";

type Filters = { q: string; status: string; from: string; to: string; folder: string };
const emptyFilters: Filters = { q: "", status: "", from: "", to: "", folder: "" };

const query = (filters: Filters & { format?: "xlsx" }) => {
  const params = new URLSearchParams(Object.entries(filters).filter(([, value]) => value));
  return params.size ? `?${params}` : "";
};

const MINUTE_MS = 60_000;

/** The enquiry an alert opened: /admin/enquiries?enquiry=42 (read once the page is in the browser). */
const openedEnquiry = () => new URLSearchParams(window.location.search).get("enquiry");
const noUpdates = () => () => {};

/**
 * The enquiries, 500 at a time (older ones a button away): of those shown, the ones waiting for a
 * reply first, soonest due first, then the rest newest first; search, filters, status, WhatsApp
 * reply and CSV export of every match; suspected spam in its own folder.
 */
export function ContactsInbox() {
  const [draft, setDraft] = useState(emptyFilters);
  const [filters, setFilters] = useState(emptyFilters);
  const { rows: data, error, isLoading, mutate, hasMore, loadingMore, loadMore } = usePagedList<ContactRow>(`/api/contacts${query(filters)}`);
  const overCapacity = useOverCapacityQuestion();
  const [now, setNow] = useState(() => new Date());
  const openedId = Number(useSyncExternalStore(noUpdates, openedEnquiry, () => null)) || null;
  useEffect(() => {
    // The clock's words move on while the inbox stays open.
    const timer = setInterval(() => setNow(new Date()), MINUTE_MS);
    return () => clearInterval(timer);
  }, []);

  async function replied(contact: ContactRow) {
    try {
      await postJson(`/api/contacts/${contact.id}/replied`);
      await mutate();
      toast.success("Reply Recorded", { description: `${contact.name}'s enquiry is answered.` });
    } catch (failure) {
      toast.error("Not Recorded", { description: failure instanceof Error ? failure.message : "Please try again." });
    }
  }

  async function changeStatus(contact: ContactRow, status: ContactStatus) {
    try {
      if (!(await changeEnquiryStatus(contact.id, status, overCapacity.ask))) return;
      await mutate();
      toast.success("Status Updated", { description: `${contact.name}: ${status}` });
    } catch (failure) {
      toast.error("Update Failed", { description: failure instanceof Error ? failure.message : "Failed to update the enquiry" });
    }
  }

  async function restore(contact: ContactRow) {
    try {
      await postJson(`/api/contacts/${contact.id}/restore`);
      await mutate();
      toast.success("Moved to the inbox", { description: `${contact.name}'s enquiry is no longer held as spam; its emails are on their way.` });
    } catch (failure) {
      toast.error("Restore Failed", { description: failure instanceof Error ? failure.message : "Failed to restore the enquiry" });
    }
  }

  return (
    <div className="space-y-6">
      {overCapacity.dialog}
      <EmailStatus />
      <form
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-[minmax(17rem,2fr)_1fr_1fr_1fr_1fr_auto]"
        onSubmit={(event) => {
          event.preventDefault();
          setFilters(draft);
        }}
      >
        <div className="text-sm font-medium">
          <label htmlFor="inbox-search">Search</label>
          <Input id="inbox-search" type="search" value={draft.q} onChange={(e) => setDraft({ ...draft, q: e.target.value })} placeholder="Name, phone, email, venue..." />
        </div>
        <div className="text-sm font-medium">
          <label htmlFor="inbox-status">Status</label>
          <Select id="inbox-status" value={draft.status} onChange={(e) => setDraft({ ...draft, status: e.target.value })}>
            <option value="">All</option>
            {contactStatuses.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </Select>
        </div>
        <div className="text-sm font-medium">
          <label htmlFor="inbox-folder">Folder</label>
          <Select id="inbox-folder" value={draft.folder} onChange={(e) => setDraft({ ...draft, folder: e.target.value })}>
            <option value="">Inbox</option>
            <option value="spam">Spam</option>
          </Select>
        </div>
        <div className="text-sm font-medium">
          <label htmlFor="inbox-from">Received from</label>
          <Input id="inbox-from" type="date" value={draft.from} onChange={(e) => setDraft({ ...draft, from: e.target.value })} />
        </div>
        <div className="text-sm font-medium">
          <label htmlFor="inbox-to">Received to</label>
          <Input id="inbox-to" type="date" value={draft.to} onChange={(e) => setDraft({ ...draft, to: e.target.value })} />
        </div>
        <div className="flex items-end gap-2">
          <Button type="submit">Filter</Button>
          <Button
            variant="ghost"
            onClick={() => {
              setDraft(emptyFilters);
              setFilters(emptyFilters);
            }}
          >
            Clear
          </Button>
        </div>
      </form>

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
        <a href="/api/newsletter/export" className={buttonClass("outline")} download>
          Export newsletter subscribers (CSV)
        </a>
      </div>

      {error && (
        <div role="alert" className="rounded-md border border-danger/40 bg-danger/10 p-4">
          <p className="font-semibold">Failed to fetch contacts</p>
          <p className="text-sm">{error.message}</p>
        </div>
      )}
      {isLoading && <p className="text-muted-foreground">Loading enquiries...</p>}
      {data && data.length === 0 && <p className="text-muted-foreground">{filters.folder === "spam" ? "No enquiries are held as spam." : "No enquiries match."}</p>}
      {data && data.length > 0 && (
        <ul className="space-y-4" aria-label="Enquiries">
          {waitingFirst(data).map((contact) => (
            <EnquiryCard
              key={contact.id}
              contact={contact}
              now={now}
              highlighted={contact.id === openedId}
              onStatus={(status) => changeStatus(contact, status)}
              onRestore={() => restore(contact)}
              onReplied={() => replied(contact)}
              onChanged={() => void mutate()}
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
