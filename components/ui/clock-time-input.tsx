"use client";

import type { ComponentProps } from "react";
import { Input } from "./input";

/** A time as typed: "1600" or "16.00" becomes "16:00"; anything else is kept as typed until it is whole. */
const typedTime = (text: string) => {
  const digits = text.replace(/[^\d]/g, "");
  return digits.length === 4 && !text.includes(":") ? `${digits.slice(0, 2)}:${digits.slice(2)}` : text.replace(".", ":");
};

/**
 * A 24-hour time ("16:00") in a text field, not type="time": a phone's time field shows 12-hour
 * "04:00 PM" for 16:00 and needs more room than a timeline row has (issue 64).
 */
export function ClockTimeInput({ value, onTime, ...props }: Omit<ComponentProps<"input">, "onChange" | "value" | "type"> & { value: string; onTime: (time: string) => void }) {
  return (
    <Input
      {...props}
      inputMode="numeric"
      maxLength={5}
      placeholder="16:00"
      pattern="([01][0-9]|2[0-3]):[0-5][0-9]"
      value={value}
      onChange={(event) => onTime(typedTime(event.target.value))}
    />
  );
}
