import { ApiError } from "@/lib/common/api-error";
import { listPushDevices, removePushSubscription, savePushSubscription } from "@/lib/alerts/push-subscriptions";
import { audit } from "@/lib/audit/events";
import { withAdmin } from "@/lib/auth/guard";
import { describeDevice } from "@/lib/auth/device-name";
import { jsonReply, noContent, readJson } from "@/lib/http";
import { pushSubscriptionSchema, pushUnsubscribeSchema } from "@/lib/validation/push-subscription";

// Admin only: the devices that get a push for each new enquiry (Settings → Alerts).
export const GET = withAdmin(async () => jsonReply({ devices: await listPushDevices() }));

// The browser's PushSubscription JSON ({ endpoint, keys: { p256dh, auth } }) → 201 { id, deviceName, createdAt }.
export const POST = withAdmin(async (request, { actor }) => {
  const body = await readJson(request, pushSubscriptionSchema, 4096);
  const device = await savePushSubscription(body, describeDevice(request.headers.get("user-agent")));
  await audit(actor, { action: "alerts-change", target: `alerts turned on for ${device.deviceName}` });
  return jsonReply(device, { status: 201 });
});

// { endpoint } → 204; 404 when no device has that endpoint.
export const DELETE = withAdmin(async (request, { actor }) => {
  const body = await readJson(request, pushUnsubscribeSchema, 2048);
  if (!(await removePushSubscription(body.endpoint))) throw new ApiError(404, "not_found", "No device with that subscription");
  await audit(actor, { action: "alerts-change", target: "alerts turned off for a device" });
  return noContent();
});
