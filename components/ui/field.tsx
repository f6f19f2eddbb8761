import type { ComponentProps } from "react";

// The one look of a form control (the panel's forms, the client's event page, the public forms'
// fields): 44 px tall, able to shrink on phones, the site's tokens, a red edge when invalid. A
// control stands on its own line at full width, or with `inline` sits in a row (a card's status,
// a field beside its button) at its own width.
const look =
  "min-h-11 min-w-0 rounded-md border border-border bg-card px-3 text-base text-card-foreground placeholder:text-muted-foreground focus-visible:border-ring disabled:opacity-70 aria-invalid:border-danger";
const ownLine = `mt-1 block w-full ${look}`;

type Placement = { inline?: boolean };
const classOf = (inline: boolean | undefined, extra = "") => `${inline ? look : ownLine} ${extra}`;

export function Label(props: ComponentProps<"label">) {
  return <label {...props} className={`block text-sm font-medium text-foreground ${props.className ?? ""}`} />;
}

export function Input({ inline, ...props }: ComponentProps<"input"> & Placement) {
  return <input {...props} className={classOf(inline, props.className)} />;
}

export function Select({ inline, ...props }: ComponentProps<"select"> & Placement) {
  return <select {...props} className={classOf(inline, props.className)} />;
}

export function Textarea({ inline, ...props }: ComponentProps<"textarea"> & Placement) {
  return <textarea {...props} className={classOf(inline, `py-2 ${props.className ?? ""}`)} />;
}

/** A checkbox (or, with role="switch", a switch) at 20 px in the site's accent; its label makes the 44 px target. */
export function Checkbox(props: Omit<ComponentProps<"input">, "type">) {
  return <input {...props} type="checkbox" className={`size-5 shrink-0 accent-primary ${props.className ?? ""}`} />;
}
