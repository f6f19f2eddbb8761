"use client";

import { useState } from "react";
import { contactStatuses, INBOX_SEARCH_MAX } from "@/lib/validation/contact-admin";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";

export type InboxFilters = { q: string; status: string; from: string; to: string; folder: string };
export const noInboxFilters: InboxFilters = { q: "", status: "", from: "", to: "", folder: "" };

/**
 * The inbox's search and filters, applied on Filter. What is typed stays in this form's own state:
 * a key pressed in the search box does not redraw the hundreds of cards below it.
 */
export function InboxFilterForm({ initial, onApply }: { initial: InboxFilters; onApply: (filters: InboxFilters) => void }) {
  const [draft, setDraft] = useState(initial);
  return (
    <form
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-[minmax(17rem,2fr)_1fr_1fr_1fr_1fr_auto]"
      onSubmit={(event) => {
        event.preventDefault();
        onApply(draft);
      }}
    >
      <div className="text-sm font-medium">
        <label htmlFor="inbox-search">Search</label>
        <Input
          id="inbox-search"
          type="search"
          maxLength={INBOX_SEARCH_MAX}
          value={draft.q}
          onChange={(e) => setDraft({ ...draft, q: e.target.value })}
          placeholder="Name, phone, email, venue..."
        />
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
            setDraft(noInboxFilters);
            onApply(noInboxFilters);
          }}
        >
          Clear
        </Button>
      </div>
    </form>
  );
}
