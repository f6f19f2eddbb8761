"use client";

import { useRef, useState } from "react";
import { toast } from "sonner";
import { announceClientLogosUpdated } from "@/lib/browser/client-logos-announce";
import { removeClientLogo, saveClientLogo, setClientLogoHidden } from "@/lib/browser/client-logos-api";
import type { ManagedClientLogo } from "@/lib/validation/client-logos";
import { LogoPreview } from "./logo-preview";
import { IMAGE_TYPES, acceptImage } from "./pick-image";

/** /logo-manager: click a slot to replace its logo, the cross to remove it; each change is saved at once. */
export function QuickLogoManager({ initial }: { initial: ManagedClientLogo[] }) {
  const [logos, setLogos] = useState(initial);
  const [busySlot, setBusySlot] = useState<number | null>(null);
  const inputs = useRef<Record<number, HTMLInputElement | null>>({});

  async function change(logo: ManagedClientLogo, action: () => Promise<ManagedClientLogo>, done: string) {
    setBusySlot(logo.slot);
    try {
      const updated = await action();
      setLogos((current) => current.map((item) => (item.slot === updated.slot ? updated : item)));
      announceClientLogosUpdated();
      toast.success(done, { description: logo.name });
    } catch (error) {
      toast.error("Update Failed", { description: error instanceof Error ? error.message : "Please try again." });
    } finally {
      setBusySlot(null);
    }
  }

  return (
    <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {logos.map((logo) => (
        <li key={logo.slot} className="relative rounded-xl border border-border bg-card p-4 text-card-foreground" data-testid={`logo-slot-${logo.slot}`}>
          <h2 className="pr-10 font-semibold">{logo.name}</h2>
          <p className="text-xs text-muted-foreground">
            {busySlot === logo.slot ? "Saving..." : logo.hidden ? "Hidden from the site" : logo.custom ? "Uploaded logo" : "Default logo"}
          </p>
          <button
            type="button"
            className="mt-3 block w-full rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-60"
            aria-label={`Replace the ${logo.name} logo`}
            disabled={busySlot !== null}
            onClick={() => inputs.current[logo.slot]?.click()}
          >
            <LogoPreview name={logo.name} src={logo.imageUrl} sizePercent={logo.sizePercent} />
            <span className="mt-2 block text-sm text-primary underline-offset-4 hover:underline">Click to replace</span>
          </button>
          <input
            ref={(element) => {
              inputs.current[logo.slot] = element;
            }}
            type="file"
            accept={IMAGE_TYPES}
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
            onChange={(event) => {
              const file = acceptImage(event.target.files?.[0]);
              event.target.value = "";
              if (file) void change(logo, () => saveClientLogo(logo.slot, { image: file }), "Logo Updated");
            }}
          />
          <button
            type="button"
            className="mt-2 inline-flex min-h-11 items-center text-sm underline underline-offset-4 disabled:opacity-60"
            disabled={busySlot !== null}
            onClick={() => void change(logo, () => setClientLogoHidden(logo.slot, !logo.hidden), logo.hidden ? "Slot Shown" : "Slot Hidden")}
          >
            {logo.hidden ? `Show the ${logo.name} slot on the site` : `Hide this slot (not a client)`}
          </button>
          {logo.custom && (
            <button
              type="button"
              aria-label={`Remove the ${logo.name} logo`}
              title="Remove"
              disabled={busySlot !== null}
              onClick={() => void change(logo, () => removeClientLogo(logo.slot), "Logo Removed")}
              className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-full border border-border bg-card text-xl leading-none hover:bg-muted disabled:opacity-60"
            >
              <span aria-hidden="true">×</span>
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
