// A device of the signed-in person turning alerts on, as the panel does: a subscription on the
// local push service (tests/fakes/push-service.ts) registered through the route.
import { expect } from "vitest";
import { POST as subscribe } from "@/app/api/admin/push/subscriptions/route";
import type { FakePushService } from "../fakes/push-service";
import { request } from "./requests";

const PHONE_AGENT = "Mozilla/5.0 (Linux; Android 14; Pixel 7) Chrome/131.0 Mobile";

export async function addAlertDevice(push: FakePushService, cookie: string) {
  const subscription = push.subscribe();
  const response = await subscribe(request("POST", "/api/admin/push/subscriptions", { cookie, body: subscription, headers: { "user-agent": PHONE_AGENT } }), {
    params: Promise.resolve({}),
  });
  expect(response.status).toBe(201);
  return subscription;
}
