// The one look of a form control (the panel's forms, the client's event page, the public forms'
// fields): 44 px tall, able to shrink on phones, the site's tokens, a red edge when invalid. A
// control stands on its own line at full width, or with `inline` sits in a row (a card's status,
// a field beside its button) at its own width. Each control has its own file (input.tsx,
// select.tsx, textarea.tsx, checkbox.tsx, label.tsx); this one holds the look they share.
const look =
  "min-h-11 min-w-0 rounded-md border border-border bg-card px-3 text-base text-card-foreground placeholder:text-muted-foreground focus-visible:border-ring disabled:opacity-70 aria-invalid:border-danger";
const ownLine = `mt-1 block w-full ${look}`;

export type Placement = { inline?: boolean };
export const controlClass = (inline: boolean | undefined, extra = "") => `${inline ? look : ownLine} ${extra}`;
