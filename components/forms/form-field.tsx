import type { ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import type { FieldConfig } from "@/fixed/enquiry-forms";

type Props = {
  field: FieldConfig;
  id: string;
  registration: UseFormRegisterReturn;
  error?: string;
  defaultValue?: string;
  min?: string;
  /** Shown under the control and read with it (the date's availability); its element has id `${id}-note`. */
  note?: ReactNode;
};

/** A labelled control with its error next to it, tied together for assistive technology. */
export function FormField({ field, id, registration, error, defaultValue, min, note }: Props) {
  const errorId = `${id}-error`;
  const describedBy = [error && errorId, note && `${id}-note`].filter(Boolean).join(" ");
  const common = {
    id,
    ...registration,
    defaultValue,
    required: field.required,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy || undefined,
  };
  return (
    <div className={field.wide ? "sm:col-span-2" : undefined}>
      <Label htmlFor={id}>
        {field.label}
        {field.required ? (
          <span aria-hidden="true" className="text-danger">
            {" "}
            *
          </span>
        ) : (
          <span className="text-muted-foreground"> (optional)</span>
        )}
      </Label>
      {field.type === "select" ? (
        <Select {...common}>
          <option value="">Select…</option>
          {field.options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      ) : field.type === "textarea" ? (
        <Textarea {...common} rows={4} maxLength={5000} />
      ) : (
        <Input
          {...common}
          type={field.type}
          autoComplete={field.autoComplete}
          placeholder={field.placeholder}
          min={field.type === "number" ? 1 : min}
          inputMode={field.type === "number" ? "numeric" : undefined}
        />
      )}
      {note}
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
