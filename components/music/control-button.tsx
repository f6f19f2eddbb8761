import type { ComponentProps } from "react";

// A round icon button of the player; its name comes from aria-label.

const sizes = { sm: "h-10 w-10", md: "h-11 w-11", lg: "h-14 w-14" } as const;

export function ControlButton({
  size = "md",
  primary = false,
  className = "",
  ...props
}: ComponentProps<"button"> & { "aria-label": string; size?: keyof typeof sizes; primary?: boolean }) {
  const look = primary ? "bg-primary text-primary-foreground hover:bg-primary-hover" : "text-foreground hover:bg-muted";
  return (
    <button
      type="button"
      className={`inline-flex shrink-0 items-center justify-center rounded-full transition disabled:cursor-not-allowed disabled:opacity-40 ${sizes[size]} ${look} ${className}`}
      {...props}
    />
  );
}
