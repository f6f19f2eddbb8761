import type { ComponentProps } from "react";

export function Label(props: ComponentProps<"label">) {
  return <label {...props} className={`block text-sm font-medium text-foreground ${props.className ?? ""}`} />;
}
