"use client";

import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Disclosure } from "@/components/ui/disclosure";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { allEventTypes } from "@/fixed/enquiries";
import { sendJson } from "@/lib/browser/fetch";

type Details = { eventType: string; eventDate: string; venue: string | null; guestCount: number | null };

/** The event's type, date, venue and guests as the band learns them (a WhatsApp enquiry arrives without them); a booked date then counts in the calendar. */
export function EventDetails({ contactId, details, onSaved }: { contactId: number; details: Details; onSaved: () => void }) {
  const [draft, setDraft] = useState({ eventType: details.eventType, eventDate: details.eventDate, venue: details.venue ?? "", guestCount: details.guestCount?.toString() ?? "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const id = (name: string) => `enquiry-${contactId}-${name}`;

  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const body = {
      ...(draft.eventType ? { eventType: draft.eventType } : {}),
      ...(draft.eventDate ? { eventDate: draft.eventDate } : {}),
      venue: draft.venue.trim() || null,
      guestCount: draft.guestCount.trim() ? Number(draft.guestCount) : null,
    };
    const outcome = await sendJson(`/api/contacts/${contactId}`, "PATCH", body);
    setBusy(false);
    if (!outcome.ok) {
      setErrors({ form: outcome.error });
      toast.error("Not Saved", { description: outcome.error });
      return;
    }
    setErrors({});
    toast.success("Event Details Saved");
    onSaved();
  }

  return (
    <Disclosure summary="Event details" defaultOpen={!details.eventType || !details.eventDate}>
      <form onSubmit={save} noValidate className="grid gap-3 border-t border-border p-3 sm:grid-cols-2">
        <div>
          <Label htmlFor={id("type")}>Event type</Label>
          <Select id={id("type")} value={draft.eventType} onChange={(event) => setDraft({ ...draft, eventType: event.target.value })}>
            <option value="">Not set yet</option>
            {allEventTypes.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <Label htmlFor={id("date")}>Event date</Label>
          <Input id={id("date")} type="date" value={draft.eventDate} onChange={(event) => setDraft({ ...draft, eventDate: event.target.value })} />
        </div>
        <div>
          <Label htmlFor={id("venue")}>Venue</Label>
          <Input id={id("venue")} maxLength={200} value={draft.venue} onChange={(event) => setDraft({ ...draft, venue: event.target.value })} />
        </div>
        <div>
          <Label htmlFor={id("guests")}>Guests</Label>
          <Input id={id("guests")} inputMode="numeric" value={draft.guestCount} onChange={(event) => setDraft({ ...draft, guestCount: event.target.value })} />
        </div>
        {errors.form && (
          <p role="alert" className="text-sm text-danger sm:col-span-2">
            {errors.form}
          </p>
        )}
        <Button type="submit" disabled={busy} className="min-h-11 sm:col-span-2 sm:justify-self-start">
          {busy ? "Saving…" : "Save event details"}
        </Button>
      </form>
    </Disclosure>
  );
}
