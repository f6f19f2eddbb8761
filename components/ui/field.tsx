import type { ComponentProps } from "react";

export function Label(props: ComponentProps<"label">) {
  return <label {...props} className={`block text-sm font-medium text-foreground ${props.className ?? ""}`} />;
}

export function Input(props: ComponentProps<"input">) {
  return (
    <input
      {...props}
      className={`mt-1 block min-h-11 w-full rounded-md border border-border bg-card px-3 text-base text-card-foreground placeholder:text-muted-foreground focus-visible:border-ring ${props.className ?? ""}`}
    />
  );
}

export function Textarea(props: ComponentProps<"textarea">) {
  return (
    <textarea
      {...props}
      className={`mt-1 block min-h-11 w-full rounded-md border border-border bg-card px-3 py-2 text-base text-card-foreground placeholder:text-muted-foreground focus-visible:border-ring ${props.className ?? ""}`}
    />
  );
}
