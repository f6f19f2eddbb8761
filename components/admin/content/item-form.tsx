"use client";

import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import type { SaveOutcome } from "@/lib/browser/fetch";
import { fieldError, formBody, fromFormValue, toFormValue, valueAt, type FieldSpec } from "./content-fields";
import { ImageField } from "./image-field";

/**
 * One item's form (a testimonial, the hero…): its inputs laid out by `fields`, sent whole on Save;
 * the server's field errors shown beside each input.
 */
export function ItemForm({
  fields,
  initial,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  fields: FieldSpec[];
  initial: Record<string, unknown>;
  submitLabel: string;
  onSubmit: (data: Record<string, unknown>) => Promise<SaveOutcome<unknown>>;
  onCancel?: () => void;
}) {
  const prefix = useId();
  const [values, setValues] = useState<Record<string, string>>(() => Object.fromEntries(fields.map((spec) => [spec.name, toFormValue(spec, valueAt(initial, spec.name))])));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const set = (name: string, value: string) => setValues((current) => ({ ...current, [name]: value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    const data = formBody(fields.map((spec) => [spec.name, fromFormValue(spec, values[spec.name] ?? "")]));
    const outcome = await onSubmit(data);
    setBusy(false);
    setErrors(outcome.ok ? {} : outcome.fields);
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {fields.map((spec) => {
        const id = `${prefix}-${spec.name}`;
        const error = fieldError(spec, errors);
        const described = [error ? `${id}-error` : "", "hint" in spec && spec.hint ? `${id}-hint` : ""].filter(Boolean).join(" ") || undefined;
        const common = { id, "aria-invalid": error ? true : undefined, "aria-describedby": described } as const;
        if (spec.type === "image") {
          return (
            <ImageField key={spec.name} id={id} label={spec.label} value={values[spec.name] ?? ""} optional={spec.optional} error={error} onChange={(url) => set(spec.name, url)} />
          );
        }
        return (
          <div key={spec.name}>
            <Label htmlFor={id}>
              {spec.label}
              {"optional" in spec && spec.optional ? <span className="font-normal text-muted-foreground"> (optional)</span> : null}
            </Label>
            {spec.type === "rating" ? (
              <Select {...common} inline className="mt-1 block" value={values[spec.name]} onChange={(event) => set(spec.name, event.target.value)}>
                {[5, 4, 3, 2, 1].map((stars) => (
                  <option key={stars} value={stars}>
                    {stars} {stars === 1 ? "star" : "stars"}
                  </option>
                ))}
              </Select>
            ) : spec.type === "text" ? (
              <Input {...common} value={values[spec.name]} onChange={(event) => set(spec.name, event.target.value)} />
            ) : (
              <Textarea
                {...common}
                value={values[spec.name]}
                onChange={(event) => set(spec.name, event.target.value)}
                className="min-h-28"
                rows={spec.type === "textarea" ? (spec.rows ?? 4) : spec.type === "inputs" ? 12 : 6}
              />
            )}
            {"hint" in spec && spec.hint && (
              <p id={`${id}-hint`} className="mt-1 text-xs text-muted-foreground">
                {spec.hint}
              </p>
            )}
            {error && (
              <p id={`${id}-error`} className="mt-1 text-sm text-danger">
                {error}
              </p>
            )}
          </div>
        );
      })}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy}>
          {busy ? "Saving..." : submitLabel}
        </Button>
        {onCancel && (
          <Button variant="ghost" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
