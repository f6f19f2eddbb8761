import { NextRequest } from "next/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { POST } from "@/app/api/forms/[form]/route";
import { db } from "@/lib/db";
import type { FormState } from "@/lib/forms/state";
import { resetDatabase } from "../support/db";
import { goodPayloads } from "../support/enquiries";

// POST /api/forms/{enquiry,newsletter,unsubscribe}: the public forms' actions at an address that
// never changes between builds, where a page of another build sends its form once more
// (components/forms/use-action-form.ts). The same action answers: the same checks and messages.

vi.mock("next/headers", () => ({ headers: async () => new Headers({ "x-forwarded-for": "192.0.2.78" }) }));

beforeEach(resetDatabase);

const SITE = "http://localhost:3000";
const params = (form: string) => ({ params: Promise.resolve({ form }) });

function formSend(form: string, fields: Record<string, string | number>, headers: Record<string, string> = {}) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, String(value));
  return POST(new NextRequest(`${SITE}/api/forms/${form}`, { method: "POST", body, headers: { host: "localhost:3000", origin: SITE, ...headers } }), params(form));
}

function rawSend(form: string, body: BodyInit, contentType: string, headers: Record<string, string> = {}) {
  return POST(new NextRequest(`${SITE}/api/forms/${form}`, { method: "POST", body, headers: { host: "localhost:3000", "content-type": contentType, ...headers } }), params(form));
}

describe("a form sent to its action's fixed address", () => {
  it("stores an enquiry and answers the form's own message", async () => {
    const response = await formSend("enquiry", { ...goodPayloads.quote, formSource: "quote", $ACTION_KEY: "k1" });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("no-store");
    const state = (await response.json()) as FormState;
    expect(state).toMatchObject({ status: "success", title: "Quote Request Sent!" });
    expect(await db.contact.findMany({ select: { name: true, source: true } })).toEqual([{ name: goodPayloads.quote.name, source: "quote" }]);
  });

  it("answers the form's field errors as the action does, and stores nothing", async () => {
    const state = (await (await formSend("enquiry", { ...goodPayloads.quote, phone: "phone", formSource: "quote" })).json()) as FormState;
    expect(state).toMatchObject({ status: "error", fieldErrors: { phone: expect.any(String) }, values: { name: goodPayloads.quote.name } });
    expect(await db.contact.count()).toBe(0);
  });

  it("subscribes to the newsletter, and unsubscribes with the mail's token", async () => {
    expect(await (await formSend("newsletter", { email: "reader@example.ng" })).json()).toMatchObject({ status: "success" });
    const subscriber = await db.newsletter.findUniqueOrThrow({ where: { email: "reader@example.ng" } });
    expect(subscriber.subscribed).toBe(true);
    expect(await (await formSend("unsubscribe", { token: subscriber.unsubscribeToken })).json()).toEqual({ done: true, email: "reader@example.ng" });
    expect((await db.newsletter.findUniqueOrThrow({ where: { email: "reader@example.ng" } })).subscribed).toBe(false);
  });

  it("refuses what is not one of the site's forms, sent from the site, as a form of at most 1 MB", async () => {
    expect((await formSend("admin", { name: "x" })).status, "no such form").toBe(404);
    expect((await formSend("enquiry", { ...goodPayloads.quote, formSource: "quote" }, { origin: "https://elsewhere.example" })).status, "cross-site").toBe(403);
    expect((await formSend("enquiry", { ...goodPayloads.quote, formSource: "quote" }, { "sec-fetch-site": "cross-site" })).status, "cross-site fetch").toBe(403);
    expect((await rawSend("enquiry", JSON.stringify(goodPayloads.quote), "application/json")).status, "not a form").toBe(400);
    expect((await rawSend("enquiry", "--b\r\nnonsense", "multipart/form-data; boundary=b")).status, "malformed").toBe(400);
    const huge = `--b\r\nContent-Disposition: form-data; name="message"\r\n\r\n${"x".repeat(1024 * 1024 + 10)}\r\n--b--\r\n`;
    expect((await rawSend("enquiry", huge, "multipart/form-data; boundary=b")).status, "over 1 MB").toBe(413);
    expect(await db.contact.count()).toBe(0);
  });
});
