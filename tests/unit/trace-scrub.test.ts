import { describe, expect, it } from "vitest";
import { scrubAttributes, scrubText } from "@/lib/tracing/scrub";

// What leaves for the trace collector (issue 65): no email address, no phone number, no query
// string, and a path's tokens replaced; routes, hosts and methods stay readable.

describe("scrubText", () => {
  it("keeps a route and a host readable", () => {
    expect(scrubText("GET /booking/[token]")).toBe("GET /booking/[token]");
    expect(scrubText("render route (app) /gallery")).toBe("render route (app) /gallery");
    expect(scrubText("fetch POST https://graph.facebook.com/v23.0/messages")).toBe("fetch POST https://graph.facebook.com/v23.0/messages");
  });

  it("drops query strings and replaces token parts of a path", () => {
    expect(scrubText("/booking/Zk3q9Xb2LmPq7Rt5Vw8YcA1dEf")).toBe("/booking/:token");
    expect(scrubText("https://band.example/gig/a1B2c3D4e5F6g7H8i9J0?answer=yes")).toBe("https://band.example/gig/:token");
    expect(scrubText("/api/newsletter/unsubscribe?token=abc&email=ada@example.com")).toBe("/api/newsletter/unsubscribe");
  });

  it("removes email addresses and phone numbers in any form", () => {
    expect(scrubText("mail to ada.obi@example.com failed")).toBe("mail to [email] failed");
    for (const phone of ["+234 803 123 4567", "08031234567", "2348031234567", "(0803) 123-4567"]) expect(scrubText(`to ${phone}`)).toBe("to [number]");
  });

  it("keeps dates readable, beside a phone number too", () => {
    expect(scrubText("event on 2026-12-05")).toBe("event on 2026-12-05");
    expect(scrubText("sent 2026-11-29T10:00:00.000Z")).toBe("sent 2026-11-29T10:00:00.000Z");
    expect(scrubText("due 2026-11-29 10:00")).toBe("due 2026-11-29 10:00");
    expect(scrubText("2026-12-05 call 08031234567")).toBe("2026-12-05 call [number]");
    expect(scrubText("2026-12-05 08031234567")).toBe("2026-12-05 [number]");
  });
});

describe("scrubAttributes", () => {
  it("cleans strings and string arrays, and keeps numbers and booleans", () => {
    expect(
      scrubAttributes({
        "http.target": "/api/contacts?search=ada@example.com",
        "http.status_code": 201,
        "next.route": "/api/contacts",
        ok: true,
        list: ["ada@example.com", "plain"],
      }),
    ).toEqual({ "http.target": "/api/contacts", "http.status_code": 201, "next.route": "/api/contacts", ok: true, list: ["[email]", "plain"] });
  });
});
