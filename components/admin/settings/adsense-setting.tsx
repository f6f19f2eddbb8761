"use client";

import { useState, type FormEvent } from "react";
import useSWR from "swr";
import { toast } from "sonner";
import { adminSwrOptions, getJson, sendJson } from "@/lib/browser/fetch";
import type { SiteSettings } from "@/lib/validation/site-settings";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

/**
 * The AdSense publisher id of the site settings (PUT /api/admin/settings): ads show on the spec's
 * routes from the next page load, without a rebuild; an empty id switches them off.
 */
export function AdsenseSetting() {
  const { data, error, mutate } = useSWR<SiteSettings>("/api/admin/settings", getJson, adminSwrOptions);
  return (
    <section aria-labelledby="adsense-setting-heading" className="rounded-md border border-border p-4">
      <h3 id="adsense-setting-heading" className="font-semibold">
        Ads
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">
        The AdSense publisher id (ca-pub- and 16 digits, from AdSense → Account → Account information). Ads show on the home, about, services, gallery, music, contact, testimonials
        and legal pages; leave it empty to switch ads off.
      </p>
      {error && (
        <p role="alert" className="mt-2 text-sm text-danger">
          The settings could not be loaded.
        </p>
      )}
      {/* Keyed by the saved id, so the field starts from what is stored once it has loaded. */}
      <AdsenseForm key={data?.adsenseClient ?? ""} saved={data} onSaved={(settings) => mutate(settings, { revalidate: false })} />
    </section>
  );
}

function AdsenseForm({ saved, onSaved }: { saved: SiteSettings | undefined; onSaved: (settings: SiteSettings) => Promise<unknown> }) {
  const [value, setValue] = useState(saved?.adsenseClient ?? "");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setFieldError(null);
    try {
      const saved = await sendJson<SiteSettings>("/api/admin/settings", "PUT", { adsenseClient: value });
      if (!saved.ok) {
        setFieldError(saved.fields.adsenseClient ?? null);
        toast.error("Not Saved", { description: saved.error });
        return;
      }
      toast.success(value.trim() ? "Ads On" : "Ads Off", { description: "The public pages show it from their next load." });
      await onSaved(saved.data);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={save} noValidate className="mt-3">
      <Label htmlFor="adsense-client">AdSense publisher id</Label>
      <div className="flex flex-wrap items-start gap-2">
        <Input
          id="adsense-client"
          name="adsenseClient"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          placeholder="ca-pub-0000000000000000"
          autoComplete="off"
          spellCheck={false}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? "adsense-client-error" : undefined}
          className="max-w-sm flex-1 font-mono"
          disabled={!saved}
        />
        <Button type="submit" className="mt-1" disabled={!saved || busy}>
          {busy ? "Saving..." : "Save"}
        </Button>
      </div>
      {fieldError && (
        <p id="adsense-client-error" className="mt-1 text-sm text-danger">
          {fieldError}
        </p>
      )}
    </form>
  );
}
