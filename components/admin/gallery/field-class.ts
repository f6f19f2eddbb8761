/** The tab's text fields and selects: full width on phones, 44 px tall targets, the site's tokens. */
export const fieldClass =
  "mt-1 block min-h-11 w-full min-w-0 rounded-md border border-border bg-card px-3 text-base text-card-foreground placeholder:text-muted-foreground disabled:opacity-70";
