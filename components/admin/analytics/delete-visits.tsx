"use client";

import { useId, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { mutate } from "swr";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { InlineConfirm } from "@/components/ui/inline-confirm";
import { postJson } from "@/lib/browser/fetch";
import { readableMoment } from "@/lib/dates/readable";
import { deleteVisitsSchema, type DeleteVisitsInput } from "@/lib/validation/tracking";

/**
 * "Delete visits from…": every visit and action between two Lagos times, with their share of the
 * charts, for a flood that got past the limits. Asks once more, naming the range, before deleting.
 */
export function DeleteVisits() {
  const id = useId();
  const [range, setRange] = useState<DeleteVisitsInput>({ from: "", to: "" });
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<{ from: Date; to: Date } | null>(null);
  const [busy, setBusy] = useState(false);

  function ask(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = deleteVisitsSchema.safeParse(range);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setError(`${issue?.path[0] === "to" ? "To" : "From"} ${issue?.message ?? "is not valid"}`);
      return;
    }
    setError(null);
    setConfirming(parsed.data);
  }

  async function remove() {
    setBusy(true);
    try {
      const result = await postJson<{ message: string }>("/api/analytics/delete-visits", range);
      toast.success("Visits deleted", { description: result.message });
      setConfirming(null);
      await mutate((key) => typeof key === "string" && key.startsWith("/api/analytics/"));
    } catch (failure) {
      toast.error("Delete failed", { description: failure instanceof Error && failure.message ? failure.message : "The visits could not be deleted" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3 rounded-lg border border-border p-4">
      <h3 id={`${id}-title`} className="font-semibold">
        Delete visits from…
      </h3>
      <p className="text-sm text-muted-foreground">For a flood of fake visits: everything recorded between two times (Lagos time) is deleted, and leaves the charts too.</p>
      <form onSubmit={ask} noValidate className="flex flex-wrap items-end gap-3">
        <div className="w-full min-w-0 sm:w-auto">
          <Label htmlFor={`${id}-from`}>From</Label>
          <Input
            id={`${id}-from`}
            type="datetime-local"
            value={range.from}
            onChange={(event) => setRange({ ...range, from: event.target.value })}
            aria-invalid={error?.startsWith("From") ? true : undefined}
          />
        </div>
        <div className="w-full min-w-0 sm:w-auto">
          <Label htmlFor={`${id}-to`}>To</Label>
          <Input
            id={`${id}-to`}
            type="datetime-local"
            value={range.to}
            onChange={(event) => setRange({ ...range, to: event.target.value })}
            aria-invalid={error?.startsWith("To") ? true : undefined}
          />
        </div>
        <Button type="submit" variant="outline" className="min-h-11">
          Delete visits
        </Button>
      </form>
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
      {confirming && (
        <InlineConfirm confirmLabel="Delete them" busyLabel="Deleting..." busy={busy} onConfirm={remove} onCancel={() => setConfirming(null)}>
          Delete every visit and action recorded from {readableMoment(confirming.from)} to {readableMoment(confirming.to)}? They leave the charts too, and this cannot be undone.
        </InlineConfirm>
      )}
    </section>
  );
}
