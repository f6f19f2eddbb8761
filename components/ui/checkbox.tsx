import type { ComponentProps } from "react";

/** A checkbox (or, with role="switch", a switch) at 20 px in the site's accent; its label makes the 44 px target. */
export function Checkbox(props: Omit<ComponentProps<"input">, "type">) {
  return <input {...props} type="checkbox" className={`size-5 shrink-0 accent-primary ${props.className ?? ""}`} />;
}
