"use client";

import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { fieldProblem } from "@/lib/browser/fetch";

export type PhoneLineDraft = { number: string; whatsapp: boolean };

/** Up to three phone lines, each with its WhatsApp box; errors from the server by line ("phones.1.number"). */
export function PhoneLinesField({ lines, errors, onChange }: { lines: PhoneLineDraft[]; errors: Record<string, string>; onChange: (lines: PhoneLineDraft[]) => void }) {
  const update = (index: number, change: Partial<PhoneLineDraft>) => onChange(lines.map((line, at) => (at === index ? { ...line, ...change } : line)));
  const listError = errors.phones;
  return (
    <fieldset>
      <legend className="text-sm font-medium">Phone lines (up to three, in international form, e.g. +234 803 123 4567)</legend>
      <ol className="mt-2 space-y-3">
        {lines.map((line, index) => {
          const error = fieldProblem(errors, `phones.${index}`);
          return (
            <li key={index} className="flex flex-wrap items-end gap-3">
              <div className="min-w-56 flex-1">
                <Label htmlFor={`phone-${index}`}>Line {index + 1}</Label>
                <Input
                  id={`phone-${index}`}
                  type="tel"
                  autoComplete="off"
                  value={line.number}
                  onChange={(event) => update(index, { number: event.target.value })}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `phone-${index}-error` : undefined}
                />
              </div>
              <label className="flex min-h-11 items-center gap-2 text-sm">
                <Checkbox checked={line.whatsapp} onChange={(event) => update(index, { whatsapp: event.target.checked })} />
                On WhatsApp
              </label>
              {lines.length > 1 && (
                <Button variant="ghost" className="min-h-11 px-3" onClick={() => onChange(lines.filter((_, at) => at !== index))}>
                  Remove<span className="sr-only"> line {index + 1}</span>
                </Button>
              )}
              {error && (
                <p id={`phone-${index}-error`} className="w-full text-sm text-danger">
                  {error}
                </p>
              )}
            </li>
          );
        })}
      </ol>
      {lines.length < 3 && (
        <Button variant="outline" className="mt-2 min-h-11 px-3" onClick={() => onChange([...lines, { number: "", whatsapp: true }])}>
          Add a line
        </Button>
      )}
      {listError && <p className="mt-1 text-sm text-danger">{listError}</p>}
    </fieldset>
  );
}
