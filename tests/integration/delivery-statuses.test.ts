import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { GET as outboxRoute } from "@/app/api/admin/outbox/route";
import { PUT as putSettings } from "@/app/api/admin/settings/route";
import { db } from "@/lib/db";
import { drainOutbox } from "@/lib/delivery/drain";
import { submitEnquiry } from "@/lib/enquiries/submit";
import { dropStaleEarlyStatuses } from "@/lib/outbox/statuses";
import { startFakeGraph, type FakeGraph } from "../fakes/whatsapp-graph";
import { signedInAdminCookie } from "../support/admin";
import { resetDatabase } from "../support/db";
import { goodPayloads } from "../support/enquiries";
import { request } from "../support/requests";
import { delivery, statusUpdate, wamid } from "../support/whatsapp-webhook";
import { deliverToWebhook, stubWhatsappEnv } from "../support/whatsapp-route";

// Issue 65, item 2: Meta's statuses reach the outbox row of an alert by its message id, in any
// order (a late "delivered" never takes back a "read"), also before the send is recorded; the
// delivery log shows each message's state and Meta's reason.

const none = { params: Promise.resolve({}) };
let graph: FakeGraph;
let cookie = "";

const deliver = (body: unknown, sign = true) => deliverToWebhook(body, { sign });
type LogEntry = { channel: string; to: string; subject: string; state: string; providerMessageId: string | null; error: string | null };
const log = async (query = "") => ((await (await outboxRoute(request("GET", `/api/admin/outbox${query}`, { cookie }), none)).json()) as { log: LogEntry[] }).log;

beforeAll(async () => {
  graph = await startFakeGraph();
});
afterAll(() => graph.close());
beforeEach(async () => {
  await resetDatabase();
  cookie = await signedInAdminCookie();
  graph.accepted.length = 0;
  stubWhatsappEnv(graph.url);
  vi.stubEnv("SMTP_URL", "");
  expect((await putSettings(request("PUT", "/api/admin/settings", { cookie, body: { alertPhones: ["+234 803 000 0111"] } }), none)).status).toBe(200);
});
afterEach(() => vi.unstubAllEnvs());

async function sentAlert() {
  expect((await submitEnquiry("contact", { ...goodPayloads.contact }, { ip: "192.0.2.70", siteOrigin: "https://band.example" })).ok).toBe(true);
  await drainOutbox();
  const row = await db.outbox.findFirstOrThrow({ where: { channel: "whatsapp" } });
  expect(row.providerMessageId).toMatch(/^wamid\./);
  return row;
}

describe("WhatsApp statuses of the band's alerts", () => {
  it("move an alert forward in any order and never back, and the log shows it", async () => {
    const alert = await sentAlert();
    expect((await log()).find((entry) => entry.channel === "whatsapp")).toMatchObject({
      to: "2348030000111",
      subject: expect.stringContaining("WhatsApp alert"),
      state: "sent",
      providerMessageId: alert.providerMessageId,
    });
    await deliver(delivery(statusUpdate(alert.providerMessageId!, "read")));
    await deliver(delivery(statusUpdate(alert.providerMessageId!, "delivered"))); // late
    await deliver(delivery(statusUpdate(alert.providerMessageId!, "read"))); // a duplicate
    expect(await db.outbox.findUniqueOrThrow({ where: { id: alert.id } })).toMatchObject({ deliveryState: "read", deliveryError: null });
    expect((await log(`?contactId=${alert.contactId}`)).find((entry) => entry.channel === "whatsapp")).toMatchObject({ state: "read" });
  });

  it("records Meta's failure with its code and title", async () => {
    const alert = await sentAlert();
    await deliver(delivery(statusUpdate(alert.providerMessageId!, "failed", { code: 131026, title: "Message undeliverable", message: "Unable to deliver message" })));
    const entry = (await log()).find((one) => one.channel === "whatsapp")!;
    expect(entry).toMatchObject({ state: "failed", error: "(#131026) Message undeliverable" });
  });

  it("keeps a status that comes before the send is recorded, applies it with the send, and drops unclaimed ones after a day", async () => {
    // Meta answered the send with this id and its "delivered" arrived before the outbox recorded it.
    const id = wamid();
    graph.nextIds.push(id);
    expect((await deliver(delivery(statusUpdate(id, "delivered")))).status).toBe(200);
    expect(await db.whatsappEarlyStatus.count()).toBe(1);
    const alert = await sentAlert();
    expect(alert.providerMessageId).toBe(id);
    expect((await db.outbox.findUniqueOrThrow({ where: { id: alert.id } })).deliveryState).toBe("delivered");
    expect(await db.whatsappEarlyStatus.count()).toBe(0);
    // A status for a message never sent is dropped after 24 hours.
    await deliver(delivery(statusUpdate(wamid(), "read")));
    expect((await dropStaleEarlyStatuses(new Date(Date.now() + 25 * 3600_000))).count).toBe(1);
  });

  it("changes nothing for a forged or unsigned delivery, and refuses a bad contactId", async () => {
    const alert = await sentAlert();
    expect((await deliver(delivery(statusUpdate(alert.providerMessageId!, "failed")), false)).status).toBe(401);
    expect((await db.outbox.findUniqueOrThrow({ where: { id: alert.id } })).deliveryState).toBeNull();
    // 99999999999, past an Int column's range, was a 500 on PostgreSQL.
    for (const contactId of ["x", "0", "1e3", "99999999999"])
      expect((await outboxRoute(request("GET", `/api/admin/outbox?contactId=${contactId}`, { cookie }), none)).status, contactId).toBe(400);
    expect((await outboxRoute(request("GET", "/api/admin/outbox"), none)).status).toBe(401);
  });
});
