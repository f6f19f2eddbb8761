import type { ComponentProps } from "react";

// The one look of a form control (the panel's forms, the client's event page, the public forms'
// fields): 44 px tall, full width and able to shrink on phones, the site's tokens, a red edge when invalid.
const control =
  "mt-1 block min-h-11 w-full min-w-0 rounded-md border border-border bg-card px-3 text-base text-card-foreground placeholder:text-muted-foreground focus-visible:border-ring disabled:opacity-70 aria-invalid:border-danger";

export function Label(props: ComponentProps<"label">) {
  return <label {...props} className={`block text-sm font-medium text-foreground ${props.className ?? ""}`} />;
}

export function Input(props: ComponentProps<"input">) {
  return <input {...props} className={`${control} ${props.className ?? ""}`} />;
}

export function Select(props: ComponentProps<"select">) {
  return <select {...props} className={`${control} ${props.className ?? ""}`} />;
}

export function Textarea(props: ComponentProps<"textarea">) {
  return <textarea {...props} className={`${control} py-2 ${props.className ?? ""}`} />;
}
