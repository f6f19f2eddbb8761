import type { ComponentProps } from "react";

export function Card({ className = "", ...props }: ComponentProps<"div">) {
  return <div className={`rounded-xl border border-border bg-card p-6 text-card-foreground shadow-sm ${className}`} {...props} />;
}
