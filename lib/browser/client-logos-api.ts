// Browser side: the logo managers' calls to /api/client-logos, with the spec's error rule.
import { errorMessage, postJson } from "@/lib/browser/fetch";
import { describeHttpError } from "@/lib/browser/http-error";
import type { ManagedClientLogo } from "@/lib/validation/client-logos";

/** Sends a new image and/or size for one slot (multipart, as PUT /api/client-logos/{slot} takes it). */
export async function saveClientLogo(slot: number, change: { image?: File; sizePercent?: number; name?: string }): Promise<ManagedClientLogo> {
  const body = new FormData();
  if (change.name !== undefined) body.append("name", change.name);
  if (change.sizePercent !== undefined) body.append("sizePercent", String(change.sizePercent));
  if (change.image) body.append("image", change.image);
  const response = await fetch(`/api/client-logos/${slot}`, { method: "PUT", credentials: "include", body });
  const text = await response.text();
  if (!response.ok) throw new Error(errorMessage(text) ?? describeHttpError(response.status, text, response.statusText));
  return JSON.parse(text) as ManagedClientLogo;
}

/** Hides a slot the band does not use, or shows it again (JSON, as PUT /api/client-logos/{slot} takes it). */
export const setClientLogoHidden = (slot: number, hidden: boolean) => postJson<ManagedClientLogo>(`/api/client-logos/${slot}`, { hidden }, "PUT");

/** The slots in the order the Trusted by strip shows them (PUT /api/client-logos/order). */
export const saveClientLogoOrder = (slots: number[]) => postJson<ManagedClientLogo[]>("/api/client-logos/order", { slots }, "PUT");

export const removeClientLogo = (slot: number) => postJson<ManagedClientLogo>(`/api/client-logos/${slot}`, undefined, "DELETE");

export const resetClientLogos = () => postJson<ManagedClientLogo[]>("/api/client-logos/reset");
