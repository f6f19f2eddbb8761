"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { SETTLED_NOTE_MAX, settledNoteSchema } from "@/lib/validation/payments";

type SettledNoteFormProps = {
  /** Unique in the page: the field's id and its hint's. */
  id: string;
  /** Names what is settled, for screen readers: "Mark payment T123 checked". */
  ariaLabel: string;
  submitLabel: string;
  placeholder: string;
  busy: boolean;
  onSubmit: (note: string) => void;
  onCancel: () => void;
};

/** "What was done", in a few words, when the band settles a payment or a refund itself; Escape cancels. */
export function SettledNoteForm({ id, ariaLabel, submitLabel, placeholder, busy, onSubmit, onCancel }: SettledNoteFormProps) {
  const [note, setNote] = useState("");
  // The server's rule for the note (a few words, at most SETTLED_NOTE_MAX), read from its schema.
  const noteReady = settledNoteSchema.safeParse(note).success;
  return (
    <form
      className="mt-2 flex flex-wrap items-end gap-2"
      aria-label={ariaLabel}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(note);
      }}
      onKeyDown={(event) => {
        if (event.key === "Escape" && !busy) onCancel();
      }}
    >
      <div className="grid gap-1">
        <Label htmlFor={id}>What was done</Label>
        <Input
          id={id}
          value={note}
          maxLength={SETTLED_NOTE_MAX}
          autoFocus
          placeholder={placeholder}
          onChange={(event) => setNote(event.target.value)}
          aria-describedby={`${id}-hint`}
          className="w-72 max-w-full"
        />
        <p id={`${id}-hint`} className="text-sm">
          {`A few words, for whoever reads it later (up to ${SETTLED_NOTE_MAX} characters).`}
        </p>
      </div>
      <Button type="submit" variant="outline" className="min-h-11 px-3" disabled={busy || !noteReady}>
        {busy ? "Saving..." : submitLabel}
      </Button>
      <Button type="button" variant="ghost" className="min-h-11 px-3" onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
    </form>
  );
}
