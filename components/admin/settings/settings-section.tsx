"use client";

import { useState, type FormEvent, type ReactNode } from "react";
import { toast } from "sonner";
import { VersionHistory } from "@/components/admin/history/version-history";
import { Button } from "@/components/ui/button";
import { sendJson } from "@/lib/browser/fetch";
import { displayPhone } from "@/lib/validation/phone-number";
import type { SiteSettingName, SiteSettings } from "@/lib/validation/site-settings";

type Props<T> = {
  id: string;
  title: string;
  description: ReactNode;
  /** The settings this section saves, with a name for each in its history. */
  settings: { name: SiteSettingName; label: string }[];
  initial: T;
  toBody: (draft: T) => Partial<Record<SiteSettingName, unknown>>;
  onSaved: (settings: SiteSettings) => void;
  onRestored: () => void;
  children: (draft: T, setDraft: (draft: T) => void, errors: Record<string, string>) => ReactNode;
};

/** The first words of a text, as a history entry previews it. */
const preview = (text: string) => (text.length > 60 ? `${text.slice(0, 59)}…` : text);

/** What a kept version of a setting held, in a line: "+234 803 000 0001 (WhatsApp)", the first words of a text. */
const describeValue = (value: unknown) => {
  if (Array.isArray(value)) {
    return preview(
      value
        .map((line) =>
          typeof line === "object" && line ? `${displayPhone((line as { number: string }).number)}${(line as { whatsapp?: boolean }).whatsapp ? " (WhatsApp)" : ""}` : String(line),
        )
        .join(", "),
    );
  }
  if (value && typeof value === "object") return preview(Object.values(value).filter(Boolean).join(", ")) || "(none)";
  return value === "" ? "(empty)" : preview(String(value));
};

/** One section of the Settings tab: its fields, its own Save (PUT of just these settings), the field errors and each setting's history. */
export function SettingsSection<T>({ id, title, description, settings, initial, toBody, onSaved, onRestored, children }: Props<T>) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    const outcome = await sendJson<SiteSettings>("/api/admin/settings", "PUT", toBody(draft));
    setBusy(false);
    if (!outcome.ok) {
      setErrors(outcome.fields);
      toast.error("Not Saved", { description: outcome.error });
      return;
    }
    setErrors({});
    toast.success(`${title} Saved`, { description: "The public pages show it from their next load." });
    onSaved(outcome.data);
  }

  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-20 rounded-md border border-border p-4">
      <h3 id={`${id}-heading`} className="font-semibold">
        {title}
      </h3>
      <div className="mt-1 text-sm text-muted-foreground">{description}</div>
      <form onSubmit={save} noValidate className="mt-3 space-y-4">
        {children(draft, setDraft, errors)}
        <Button type="submit" disabled={busy}>
          {busy ? "Saving..." : `Save ${title.toLowerCase()}`}
        </Button>
      </form>
      {settings.map((setting) => (
        <VersionHistory key={setting.name} item={`setting:${setting.name}`} label={setting.label} describe={describeValue} onRestored={onRestored} />
      ))}
    </section>
  );
}
