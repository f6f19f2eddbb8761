import type { ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import type { FieldConfig } from "@/fixed/enquiry-forms";

const control =
  "mt-1 block min-h-11 w-full rounded-md border border-border bg-card px-3 text-base text-card-foreground placeholder:text-muted-foreground focus-visible:border-ring aria-[invalid=true]:border-danger";

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
      <label htmlFor={id} className="block text-sm font-medium">
        {field.label}
        {field.required ? (
          <span aria-hidden="true" className="text-danger">
            {" "}
            *
          </span>
        ) : (
          <span className="text-muted-foreground"> (optional)</span>
        )}
      </label>
      {field.type === "select" ? (
        <select {...common} className={control}>
          <option value="">Select…</option>
          {field.options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : field.type === "textarea" ? (
        <textarea {...common} rows={4} maxLength={5000} className={`${control} py-2`} />
      ) : (
        <input
          {...common}
          type={field.type}
          autoComplete={field.autoComplete}
          placeholder={field.placeholder}
          min={field.type === "number" ? 1 : min}
          inputMode={field.type === "number" ? "numeric" : undefined}
          className={control}
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
