import { ApiError } from "@/lib/common/api-error";
import { listPushDevices, removePushSubscription, savePushSubscription } from "@/lib/alerts/push-subscriptions";
import { audit } from "@/lib/audit/events";
import { withAdmin } from "@/lib/auth/guard";
import { describeDevice } from "@/lib/auth/device-name";
import { jsonReply, noContent, readJson } from "@/lib/http";
import { pushSubscriptionSchema, pushUnsubscribeSchema } from "@/lib/validation/push-subscription";

// Each person's own devices that get a push for each new enquiry (Settings → Alerts, Security tab).
export const GET = withAdmin("self", async (_request, { admin }) => jsonReply({ devices: await listPushDevices(admin.adminId) }));

// The browser's PushSubscription JSON ({ endpoint, keys: { p256dh, auth } }) → 201 { id, deviceName, createdAt }.
export const POST = withAdmin("self", async (request, { admin, actor }) => {
  const body = await readJson(request, pushSubscriptionSchema, 4096);
  const device = await savePushSubscription(body, describeDevice(request.headers.get("user-agent")), admin.adminId);
  await audit(actor, { action: "alerts-change", target: `alerts turned on for ${device.deviceName}` });
  return jsonReply(device, { status: 201 });
});

// { endpoint } → 204; 404 when no device has that endpoint.
export const DELETE = withAdmin("self", async (request, { admin, actor }) => {
  const body = await readJson(request, pushUnsubscribeSchema, 2048);
  if (!(await removePushSubscription(body.endpoint, admin.adminId))) throw new ApiError(404, "not_found", "No device with that subscription");
  await audit(actor, { action: "alerts-change", target: "alerts turned off for a device" });
  return noContent();
});
