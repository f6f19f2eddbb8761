// Browser side: the logo managers' calls to /api/client-logos, with the spec's error rule.
import { postForm, postJson } from "@/lib/browser/fetch";
import type { ManagedClientLogo } from "@/lib/validation/client-logos";

/** Sends a new image and/or size for one slot (multipart, as PUT /api/client-logos/{slot} takes it). */
export async function saveClientLogo(slot: number, change: { image?: File; sizePercent?: number; name?: string }): Promise<ManagedClientLogo> {
  const body = new FormData();
  if (change.name !== undefined) body.append("name", change.name);
  if (change.sizePercent !== undefined) body.append("sizePercent", String(change.sizePercent));
  if (change.image) body.append("image", change.image);
  return postForm<ManagedClientLogo>(`/api/client-logos/${slot}`, body, "PUT");
}

/** Hides a slot the band does not use, or shows it again (JSON, as PUT /api/client-logos/{slot} takes it). */
export const setClientLogoHidden = (slot: number, hidden: boolean) => postJson<ManagedClientLogo>(`/api/client-logos/${slot}`, { hidden }, "PUT");

/** The slots in the order the Trusted by strip shows them (PUT /api/client-logos/order). */
export const saveClientLogoOrder = (slots: number[]) => postJson<ManagedClientLogo[]>("/api/client-logos/order", { slots }, "PUT");

export const removeClientLogo = (slot: number) => postJson<ManagedClientLogo>(`/api/client-logos/${slot}`, undefined, "DELETE");

export const resetClientLogos = () => postJson<ManagedClientLogo[]>("/api/client-logos/reset");
