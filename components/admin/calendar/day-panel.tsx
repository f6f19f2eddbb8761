"use client";

import { useCan } from "@/components/admin/team/panel-role";
import { useState, type FormEvent } from "react";
import { readableDate } from "@/lib/dates/readable";
import { toast } from "sonner";
import { dayStateLabels } from "@/fixed/availability";
import { eventTypeLabel } from "@/fixed/enquiries";
import { changeEnquiryStatus } from "@/lib/browser/enquiry-status";
import { useOverCapacityQuestion } from "@/components/admin/over-capacity-dialog";
import type { AdminDay } from "@/lib/availability/queries";
import { postJson } from "@/lib/browser/fetch";
import { contactStatuses, type ContactStatus } from "@/lib/validation/contact-admin";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";

type Props = { date: string | null; day?: AdminDay; capacity?: number; onChanged: () => void };
type Hold = AdminDay["holds"][number];

const failed = (title: string, failure: unknown) => toast.error(title, { description: failure instanceof Error ? failure.message : "Please try again" });

/** One day: its enquiries (status changes warn when the day is full), its holds, and a new hold. */
export function DayPanel({ date, day, capacity, onChanged }: Props) {
  const holds = useCan("enquiries", "write");
  const overCapacity = useOverCapacityQuestion();
  if (!date) return <p className="text-sm text-muted-foreground">Choose a day to see its enquiries and holds, or to hold it.</p>;

  async function setStatus(id: number, status: ContactStatus) {
    try {
      if (!(await changeEnquiryStatus(id, status, overCapacity.ask))) return;
      toast.success("Status Updated", { description: `Enquiry ${id}: ${status}` });
      onChanged();
    } catch (failure) {
      failed("Update Failed", failure);
    }
  }

  return (
    <section aria-labelledby="admin-day-heading" className="space-y-5">
      {overCapacity.dialog}
      <h3 id="admin-day-heading" className="font-semibold">
        {readableDate(date)} · {dayStateLabels[day?.state ?? "free"]}
        {capacity ? ` (capacity ${capacity})` : ""}
      </h3>
      <div>
        <h4 className="text-sm font-semibold">Enquiries for this day</h4>
        {day?.enquiries.length ? (
          <ul className="mt-2 space-y-2">
            {day.enquiries.map((enquiry) => (
              <li key={enquiry.id} className="rounded-md border border-border p-2 text-sm">
                <p className="font-medium">{enquiry.name}</p>
                <p className="text-muted-foreground">
                  {eventTypeLabel(enquiry.eventType)}
                  {enquiry.venue ? ` · ${enquiry.venue}` : ""} · {enquiry.phone}
                </p>
                <label className="mt-1 block text-xs" htmlFor={`day-status-${enquiry.id}`}>
                  Status
                </label>
                <Select inline id={`day-status-${enquiry.id}`} value={enquiry.status} onChange={(event) => setStatus(enquiry.id, event.target.value as ContactStatus)}>
                  {contactStatuses.map((status) => (
                    <option key={status} value={status}>
                      {status}
                    </option>
                  ))}
                </Select>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-1 text-sm text-muted-foreground">No enquiries for this day.</p>
        )}
      </div>
      <div>
        <h4 className="text-sm font-semibold">Holds</h4>
        {day?.holds.length ? (
          <ul className="mt-2 space-y-2">
            {day.holds.map((hold) => (
              <HoldItem key={hold.id} hold={hold} onChanged={onChanged} />
            ))}
          </ul>
        ) : (
          <p className="mt-1 text-sm text-muted-foreground">No holds on this day.</p>
        )}
      </div>
      {holds && <HoldForm key={date} date={date} onSaved={onChanged} />}
    </section>
  );
}

function HoldForm({ date, hold, onSaved, onCancel }: { date: string; hold?: Hold; onSaved: () => void; onCancel?: () => void }) {
  const [busy, setBusy] = useState(false);
  const prefix = hold ? `hold-${hold.id}` : "new-hold";

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const payload = { date: String(data.get("date")), label: String(data.get("label")), note: String(data.get("note")) };
    setBusy(true);
    try {
      if (hold) await postJson(`/api/admin/availability/holds/${hold.id}`, payload, "PATCH");
      else await postJson("/api/admin/availability/holds", payload);
      toast.success(hold ? "Hold Updated" : "Hold Added", { description: `${readableDate(payload.date)}: ${payload.label}` });
      if (!hold) form.reset();
      onSaved();
    } catch (failure) {
      failed(hold ? "Update Failed" : "Hold Failed", failure);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} className="space-y-2 rounded-md border border-border p-3" aria-label={hold ? `Edit hold ${hold.label}` : "Add a hold"}>
      {!hold && <h4 className="text-sm font-semibold">Hold a day</h4>}
      <div>
        <Label htmlFor={`${prefix}-date`}>Date</Label>
        <Input id={`${prefix}-date`} name="date" type="date" required defaultValue={hold?.date ?? date} />
      </div>
      <div>
        <Label htmlFor={`${prefix}-label`}>Label</Label>
        <Input id={`${prefix}-label`} name="label" required maxLength={80} defaultValue={hold?.label} placeholder="e.g. Rehearsal, tentative wedding" />
      </div>
      <div>
        <Label htmlFor={`${prefix}-note`}>Note (optional)</Label>
        <Input id={`${prefix}-note`} name="note" maxLength={500} defaultValue={hold?.note ?? ""} />
      </div>
      <div className="flex gap-2">
        <Button type="submit" variant="primary" disabled={busy}>
          {busy ? "Saving..." : hold ? "Save hold" : "Add hold"}
        </Button>
        {onCancel && (
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}

function HoldItem({ hold, onChanged }: { hold: Hold; onChanged: () => void }) {
  const holds = useCan("enquiries", "write");
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);

  async function remove() {
    setBusy(true);
    try {
      await postJson(`/api/admin/availability/holds/${hold.id}`, undefined, "DELETE");
      toast.success("Hold Removed", { description: `${readableDate(hold.date)}: ${hold.label}` });
      onChanged();
    } catch (failure) {
      failed("Remove Failed", failure);
      setBusy(false);
    }
  }

  if (editing)
    return (
      <li>
        <HoldForm
          date={hold.date}
          hold={hold}
          onSaved={() => {
            setEditing(false);
            onChanged();
          }}
          onCancel={() => setEditing(false)}
        />
      </li>
    );
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border p-2 text-sm">
      <span>
        <span className="font-medium">{hold.label}</span>
        {hold.note && <span className="text-muted-foreground"> · {hold.note}</span>}
      </span>
      {holds && (
        <span className="flex gap-2">
          <Button type="button" variant="outline" onClick={() => setEditing(true)} aria-label={`Edit hold ${hold.label}`}>
            Edit
          </Button>
          <Button type="button" variant="outline" onClick={remove} disabled={busy} aria-label={`Remove hold ${hold.label}`}>
            {busy ? "Removing..." : "Remove"}
          </Button>
        </span>
      )}
    </li>
  );
}
