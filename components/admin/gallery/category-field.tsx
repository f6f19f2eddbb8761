"use client";

import { useId, useState } from "react";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";

const NEW = "__new__";
const MAX_CATEGORY_LENGTH = 40;

type Props = {
  label: string;
  value: string;
  categories: readonly string[];
  onChange: (category: string) => void;
  disabled?: boolean;
  error?: string;
};

/** A select of the existing categories plus "New category…", which opens a text field for a new name. */
export function CategoryField({ label, value, categories, onChange, disabled, error }: Props) {
  const id = useId();
  // A name not in the list (typed here, or applied to every photo) shows in the text field.
  const [picked, setPicked] = useState(false);
  const typing = picked || (value !== "" && !categories.includes(value));
  const errorId = `${id}-error`;
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <Select
        id={id}
        value={typing ? NEW : value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => {
          const chosen = event.target.value;
          setPicked(chosen === NEW);
          onChange(chosen === NEW ? "" : chosen);
        }}
      >
        <option value="" disabled>
          Choose a category
        </option>
        {categories.map((category) => (
          <option key={category} value={category}>
            {category}
          </option>
        ))}
        <option value={NEW}>New category…</option>
      </Select>
      {typing && (
        <>
          <label htmlFor={`${id}-new`} className="mt-2 block text-sm font-medium">
            New category name <span className="font-normal text-muted-foreground">(up to {MAX_CATEGORY_LENGTH} characters)</span>
          </label>
          <Input id={`${id}-new`} value={value} maxLength={MAX_CATEGORY_LENGTH} disabled={disabled} onChange={(event) => onChange(event.target.value)} />
        </>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
