"use client";

import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { announceClientLogosUpdated } from "@/lib/browser/client-logos-announce";
import { resetClientLogos, saveClientLogo, saveClientLogoOrder, setClientLogoHidden } from "@/lib/browser/client-logos-api";
import type { ManagedClientLogo } from "@/lib/validation/client-logos";
import { ResetConfirm } from "./reset-confirm";
import { SortableList } from "@/components/admin/sortable-list";
import { SlotEditor } from "./slot-editor";

type Pending = { file: File; preview: string };

/**
 * The eight slots with upload, a size slider and a live preview each; nothing is stored until
 * Save Changes. Used by /logo-dashboard and /simple-logo-manager.
 */
export function LogoEditor({ initial, resetLabel }: { initial: ManagedClientLogo[]; resetLabel: string }) {
  const [saved, setSaved] = useState(initial);
  // The sizes and names as typed, by slot (the slots show in the strip's order, not their numbers').
  const bySlot = <T,>(logos: ManagedClientLogo[], value: (logo: ManagedClientLogo) => T) => Object.fromEntries(logos.map((logo) => [logo.slot, value(logo)])) as Record<number, T>;
  const [sizes, setSizes] = useState(() => bySlot(initial, (logo) => logo.sizePercent));
  const [names, setNames] = useState(() => bySlot(initial, (logo) => logo.name));
  const [files, setFiles] = useState<Record<number, Pending>>({});
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);

  // Object URLs of the chosen files' previews, released when replaced, saved or left.
  const previews = useRef(new Set<string>());
  useEffect(() => {
    const urls = previews.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);
  const release = (pending: Pending | undefined) => {
    if (!pending) return;
    URL.revokeObjectURL(pending.preview);
    previews.current.delete(pending.preview);
  };

  const changedSlots = saved.filter((logo) => files[logo.slot] || sizes[logo.slot] !== logo.sizePercent || names[logo.slot] !== logo.name).map((logo) => logo.slot);

  const chooseFile = (slot: number, file: File) => {
    const preview = URL.createObjectURL(file);
    previews.current.add(preview);
    release(files[slot]);
    setFiles((current) => ({ ...current, [slot]: { file, preview } }));
  };

  // The strip's order is saved at once, apart from the images, sizes and names.
  async function reorder(slots: number[]) {
    const previous = saved;
    setSaved(slots.map((slot) => saved.find((logo) => logo.slot === slot)!));
    try {
      await saveClientLogoOrder(slots);
      announceClientLogosUpdated();
      toast.success("Order saved", { description: "The Trusted by strip shows them in this order." });
    } catch (error) {
      setSaved(previous);
      toast.error("Order not saved", { description: error instanceof Error ? error.message : "Please try again." });
    }
  }

  // Showing or hiding a slot is saved at once, apart from the images, sizes and names.
  async function showOrHide(logo: ManagedClientLogo, hidden: boolean) {
    try {
      const updated = await setClientLogoHidden(logo.slot, hidden);
      setSaved((current) => current.map((item) => (item.slot === updated.slot ? { ...item, hidden: updated.hidden } : item)));
      announceClientLogosUpdated();
      toast.success(hidden ? "Slot Hidden" : "Slot Shown", { description: hidden ? `${logo.name} is no longer on the site.` : `${logo.name} is on the site again.` });
    } catch (error) {
      toast.error("Update Failed", { description: error instanceof Error ? error.message : "Please try again." });
    }
  }

  async function save() {
    setBusy(true);
    let count = 0;
    try {
      for (const slot of changedSlots) {
        const size = sizes[slot];
        const pending = files[slot];
        const name = names[slot];
        const logo = await saveClientLogo(slot, { image: pending?.file, sizePercent: size, name: name !== saved.find((item) => item.slot === slot)?.name ? name : undefined });
        count += 1;
        setSaved((current) => current.map((item) => (item.slot === slot ? logo : item)));
        release(pending);
        setFiles((current) => Object.fromEntries(Object.entries(current).filter(([key]) => Number(key) !== slot)));
      }
      toast.success("Changes Saved", { description: `${count} ${count === 1 ? "logo" : "logos"} updated on the website.` });
    } catch (error) {
      toast.error("Save Failed", { description: error instanceof Error ? error.message : "Please try again." });
    } finally {
      if (count) announceClientLogosUpdated();
      setBusy(false);
    }
  }

  async function reset() {
    setBusy(true);
    try {
      const logos = await resetClientLogos();
      setSaved(logos);
      setSizes(bySlot(logos, (logo) => logo.sizePercent));
      setNames(bySlot(logos, (logo) => logo.name));
      Object.values(files).forEach(release);
      setFiles({});
      setConfirming(false);
      announceClientLogosUpdated();
      toast.success("Logos Reset", { description: "Every logo and size is back to the default." });
    } catch (error) {
      toast.error("Reset Failed", { description: error instanceof Error ? error.message : "Please try again." });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mt-6">
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={save} disabled={busy || changedSlots.length === 0}>
          {busy && !confirming ? "Saving..." : "Save Changes"}
        </Button>
        <Button variant="outline" onClick={() => setConfirming(true)} disabled={busy || confirming}>
          {resetLabel}
        </Button>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {changedSlots.length ? `${changedSlots.length} unsaved ${changedSlots.length === 1 ? "change" : "changes"}` : "All changes saved"}
        </p>
      </div>
      {confirming && (
        <div className="mt-3">
          <ResetConfirm busy={busy} onConfirm={reset} onCancel={() => setConfirming(false)} />
        </div>
      )}
      <SortableList
        items={saved.map((logo) => ({ ...logo, id: logo.slot }))}
        label="Client logo slots, in the order the site shows them"
        className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
        grid
        itemName={(logo) => logo.name}
        onReorder={(slots) => void reorder(slots)}
      >
        {({ item: logo, index, handle, moveTo }) => (
          <SlotEditor
            slot={logo.slot}
            name={logo.name}
            src={files[logo.slot]?.preview ?? logo.imageUrl}
            sizePercent={sizes[logo.slot] ?? logo.sizePercent}
            pendingFile={Boolean(files[logo.slot])}
            onFile={(file) => chooseFile(logo.slot, file)}
            onSize={(size) => setSizes((current) => ({ ...current, [logo.slot]: size }))}
            clientName={names[logo.slot] ?? logo.name}
            onName={(name) => setNames((current) => ({ ...current, [logo.slot]: name }))}
            hidden={logo.hidden}
            onHidden={(hidden) => void showOrHide(logo, hidden)}
            handle={handle}
            position={index}
            count={saved.length}
            moveTo={moveTo}
          />
        )}
      </SortableList>
    </div>
  );
}
