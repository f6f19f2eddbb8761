"use client";

import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";

/** "Fill All Albums" / "Fill All Genres": one value applied to every selected file. */
export function FillAll({ label, placeholder, disabled, onApply }: { label: string; placeholder: string; disabled: boolean; onApply: (value: string) => void }) {
  const id = useId();
  const [value, setValue] = useState("");
  return (
    <form
      className="min-w-0"
      onSubmit={(event) => {
        event.preventDefault();
        onApply(value.trim());
      }}
    >
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <div className="mt-1 flex gap-2">
        <Input
          inline
          id={id}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          placeholder={placeholder}
          maxLength={200}
          disabled={disabled}
          className="block w-full"
        />
        <Button
          type="submit"
          variant="outline"
          className="shrink-0 px-4"
          disabled={disabled || !value.trim()}
          aria-label={`Apply to ${label.replace(/^Fill All /, "all ").toLowerCase()}`}
        >
          Apply
        </Button>
      </div>
    </form>
  );
}
