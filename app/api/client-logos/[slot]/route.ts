import { ApiError } from "@/lib/common/api-error";
import { audit } from "@/lib/audit/events";
import { withAdmin } from "@/lib/auth/guard";
import { listClientLogos, removeClientLogo, setClientLogoHidden, updateClientLogo } from "@/lib/client-logos/logos";
import { receiveLogoForm } from "@/lib/client-logos/receive";
import { invalidInput, isJsonContentType, jsonReply, readJson } from "@/lib/http";
import { logoNameSchema, logoSizeSchema, logoSlotSchema, logoVisibilitySchema } from "@/lib/validation/client-logos";

type Context = { params: Promise<{ slot: string }> };

async function parseSlot(context: Context) {
  return logoSlotSchema.safeParse((await context.params).slot);
}

async function slotAnswer(slot: number) {
  const logos = await listClientLogos();
  return jsonReply(logos.find((logo) => logo.slot === slot));
}

// Admin: multipart `image` (PNG, JPEG, WebP, AVIF or GIF up to 5 MB) and/or `sizePercent` (50-200)
// and/or `name` (the client's name, 1-60 characters); or JSON { hidden: true | false } to hide a
// slot the band does not use (left out of the Trusted by strip and the launch checklist) or show it again.
export const PUT = withAdmin<Context>("site", async (request, context) => {
  const { actor } = context;
  const slot = await parseSlot(context);
  if (!slot.success) {
    request.body?.pipeTo(new WritableStream()).catch(() => undefined);
    throw invalidInput(slot.error);
  }
  if (isJsonContentType(request.headers.get("content-type"))) {
    const body = await readJson(request, logoVisibilitySchema, 256);
    await setClientLogoHidden(slot.data, body.hidden);
    await audit(actor, { action: "logo-change", target: `slot ${slot.data} ${body.hidden ? "hidden" : "shown again"}` });
    return slotAnswer(slot.data);
  }
  const form = await receiveLogoForm(request);
  if (!form.image && form.sizePercent === null && form.name === null) throw new ApiError(400, "invalid_input", "Send an image file, sizePercent and/or name");
  const size = form.sizePercent === null ? null : logoSizeSchema.safeParse(form.sizePercent);
  if (size && !size.success) throw invalidInput(size.error);
  const name = form.name === null ? null : logoNameSchema.safeParse(form.name);
  if (name && !name.success) throw invalidInput(name.error);
  await updateClientLogo(slot.data, { image: form.image, sizePercent: size ? size.data : null, name: name ? name.data : null });
  const what = [form.image ? "logo replaced" : "", size ? `size ${size.data}%` : "", name ? `name "${name.data}"` : ""].filter(Boolean).join(", ");
  await audit(actor, { action: "logo-change", target: `slot ${slot.data}: ${what}` });
  return slotAnswer(slot.data);
});

// Admin: the slot shows its default image again.
export const DELETE = withAdmin<Context>("site", async (request, context) => {
  const slot = await parseSlot(context);
  if (!slot.success) throw invalidInput(slot.error);
  await removeClientLogo(slot.data);
  await audit(context.actor, { action: "logo-change", target: `slot ${slot.data} back to default` });
  return slotAnswer(slot.data);
});
