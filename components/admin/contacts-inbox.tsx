"use client";

import { useState } from "react";
import { readableDate } from "@/lib/dates/readable";
import useSWR from "swr";
import { toast } from "sonner";
import { eventTypeLabel } from "@/content/enquiries";
import { adminSwrOptions, getJson, postJson } from "@/lib/browser-fetch";
import { clientWhatsappUrl } from "@/lib/enquiries/whatsapp";
import { contactStatuses, type ContactStatus } from "@/lib/validation/contact-admin";
import { Button, buttonClass } from "@/components/ui/button";
import { EmailStatus } from "./email-status";
import { QuotePanel } from "./payments/quote-panel";
import { changeEnquiryStatus } from "@/lib/availability/change-status";
import { useOverCapacityQuestion } from "./over-capacity-dialog";

export type ContactRow = {
  id: number;
  name: string;
  email: string | null;
  phone: string;
  eventType: string;
  eventDate: string;
  message: string | null;
  venue: string | null;
  guestCount: number | null;
  budget: string | null;
  source: string;
  status: ContactStatus;
  isDemo: boolean;
  createdAt: string;
  quarantinedAt: string | null;
  spamReason: string | null;
};

type Filters = { q: string; status: string; from: string; to: string; folder: string };
const emptyFilters: Filters = { q: "", status: "", from: "", to: "", folder: "" };

const query = (filters: Filters & { format?: "xlsx" }) => {
  const params = new URLSearchParams(Object.entries(filters).filter(([, value]) => value));
  return params.size ? `?${params}` : "";
};

const received = new Intl.DateTimeFormat("en-NG", { dateStyle: "medium", timeStyle: "short", timeZone: "Africa/Lagos" });
const sourceNames: Record<string, string> = { home: "Home page", contact: "Contact page", quote: "Quick quote", "quote-full": "Quote page" };

/** Every enquiry, newest first: search, filters, status, WhatsApp reply and CSV export; suspected spam in its own folder. */
export function ContactsInbox() {
  const [draft, setDraft] = useState(emptyFilters);
  const [filters, setFilters] = useState(emptyFilters);
  const { data, error, isLoading, mutate } = useSWR<ContactRow[]>(`/api/contacts${query(filters)}`, getJson, adminSwrOptions);
  const overCapacity = useOverCapacityQuestion();

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
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_1fr_auto]"
        onSubmit={(event) => {
          event.preventDefault();
          setFilters(draft);
        }}
      >
        <div className="text-sm font-medium">
          <label htmlFor="inbox-search">Search</label>
          <input
            id="inbox-search"
            type="search"
            value={draft.q}
            onChange={(e) => setDraft({ ...draft, q: e.target.value })}
            placeholder="Name, phone, email, venue..."
            className="mt-1 block min-h-11 w-full rounded-md border border-border bg-card px-3"
          />
        </div>
        <div className="text-sm font-medium">
          <label htmlFor="inbox-status">Status</label>
          <select
            id="inbox-status"
            value={draft.status}
            onChange={(e) => setDraft({ ...draft, status: e.target.value })}
            className="mt-1 block min-h-11 w-full rounded-md border border-border bg-card px-3"
          >
            <option value="">All</option>
            {contactStatuses.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </select>
        </div>
        <div className="text-sm font-medium">
          <label htmlFor="inbox-folder">Folder</label>
          <select
            id="inbox-folder"
            value={draft.folder}
            onChange={(e) => setDraft({ ...draft, folder: e.target.value })}
            className="mt-1 block min-h-11 w-full rounded-md border border-border bg-card px-3"
          >
            <option value="">Inbox</option>
            <option value="spam">Spam</option>
          </select>
        </div>
        <div className="text-sm font-medium">
          <label htmlFor="inbox-from">Received from</label>
          <input
            id="inbox-from"
            type="date"
            value={draft.from}
            onChange={(e) => setDraft({ ...draft, from: e.target.value })}
            className="mt-1 block min-h-11 w-full rounded-md border border-border bg-card px-3"
          />
        </div>
        <div className="text-sm font-medium">
          <label htmlFor="inbox-to">Received to</label>
          <input
            id="inbox-to"
            type="date"
            value={draft.to}
            onChange={(e) => setDraft({ ...draft, to: e.target.value })}
            className="mt-1 block min-h-11 w-full rounded-md border border-border bg-card px-3"
          />
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
          {data.map((contact) => (
            <li key={contact.id} className="rounded-lg border border-border bg-card p-4">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div>
                  <h3 className="text-lg font-semibold">
                    {contact.name}
                    {contact.isDemo && <span className="ml-2 rounded bg-muted px-2 py-0.5 text-xs font-normal text-muted-foreground">demo</span>}
                  </h3>
                  <p className="text-sm text-muted-foreground">
                    {received.format(new Date(contact.createdAt))} · {sourceNames[contact.source] ?? contact.source}
                  </p>
                </div>
                <div className="flex flex-wrap items-center gap-2">
                  {contact.quarantinedAt ? (
                    <Button variant="outline" className="min-h-11 px-3" onClick={() => restore(contact)} aria-label={`Not spam: move ${contact.name}'s enquiry to the inbox`}>
                      Not spam: restore
                    </Button>
                  ) : (
                    <label className="text-sm">
                      <span className="sr-only">Status of {contact.name}&apos;s enquiry</span>
                      <select
                        value={contact.status}
                        onChange={(e) => changeStatus(contact, e.target.value as ContactStatus)}
                        className="min-h-11 rounded-md border border-border bg-card px-2"
                      >
                        {contactStatuses.map((status) => (
                          <option key={status} value={status}>
                            {status}
                          </option>
                        ))}
                      </select>
                    </label>
                  )}
                  <a
                    href={clientWhatsappUrl(contact.phone, contact.name, contact.eventType, contact.eventDate)}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={buttonClass("accent", "min-h-11 px-3")}
                    aria-label={`Reply to ${contact.name} on WhatsApp`}
                  >
                    Reply on WhatsApp
                  </a>
                </div>
              </div>
              <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
                <Detail term="Event" value={`${eventTypeLabel(contact.eventType)} on ${readableDate(contact.eventDate)}`} />
                <Detail
                  term="Phone"
                  value={
                    <a className="inline-flex min-h-11 items-center underline" href={`tel:${contact.phone.replace(/[^\d+]/g, "")}`}>
                      {contact.phone}
                    </a>
                  }
                />
                {contact.email && (
                  <Detail
                    term="Email"
                    value={
                      <a className="inline-flex min-h-11 items-center break-all underline" href={`mailto:${contact.email}`}>
                        {contact.email}
                      </a>
                    }
                  />
                )}
                {contact.venue && <Detail term="Venue" value={contact.venue} />}
                {contact.guestCount !== null && <Detail term="Guests" value={String(contact.guestCount)} />}
                {contact.budget && <Detail term="Budget" value={contact.budget} />}
              </dl>
              {contact.message && <p className="mt-3 text-sm whitespace-pre-line">{contact.message}</p>}
              {contact.spamReason && contact.quarantinedAt && <p className="mt-3 text-sm text-danger">Held as spam: {contact.spamReason}</p>}
              {!contact.quarantinedAt && <QuotePanel contactId={contact.id} clientName={contact.name} onChanged={() => void mutate()} />}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Detail({ term, value }: { term: string; value: React.ReactNode }) {
  return (
    <div className="flex gap-2">
      <dt className="text-muted-foreground">{term}:</dt>
      <dd>{value}</dd>
    </div>
  );
}
