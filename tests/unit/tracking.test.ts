import { describe, expect, it } from "vitest";
import { deviceOf } from "@/lib/tracking/device-class";
import { startOfLagosDay, startOfLagosMonth, startOfLagosWeek } from "@/lib/analytics/periods";
import { lagosDate } from "@/lib/dates/lagos-days";
import { isBotRequest, isBotUserAgent } from "@/lib/tracking/bots";
import { WindowCounter } from "@/lib/window-counter";
import { EVENTS_PER_ADDRESS_PER_DAY, EVENTS_PER_ADDRESS_PER_MINUTE, EVENTS_PER_MINUTE, overTrackingLimit } from "@/lib/tracking/visitor-limit";
import { ACTION_DATA_KEPT, actionSchema, deleteVisitsSchema, visitSchema } from "@/lib/validation/tracking";

const chromeAndroid = "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const safariMac = "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15";

describe("bot filter", () => {
  it("lets people through", () => {
    expect(isBotUserAgent(chromeAndroid)).toBe(false);
    expect(isBotUserAgent(safariMac)).toBe(false);
  });

  it.each([
    "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
    "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36",
    "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/112.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse",
    "curl/8.5.0",
    "python-requests/2.31.0",
    "",
  ])("drops %s", (agent) => {
    expect(isBotUserAgent(agent)).toBe(true);
  });

  it("reads headless hints from client hints too", () => {
    expect(isBotRequest(new Headers({ "user-agent": chromeAndroid, "sec-ch-ua": '"HeadlessChrome";v="131"' }))).toBe(true);
    expect(isBotRequest(new Headers({ "user-agent": chromeAndroid }))).toBe(false);
  });
});

describe("tracking payloads", () => {
  const visit = { pagePath: "/gallery", pageTitle: "Gallery", visitorId: "visitor_1_a", sessionId: "session_1_b", userAgent: safariMac };

  it("accepts the spec's visit and drops the IP address field's value", () => {
    expect(visitSchema.parse({ ...visit, timeOnPage: 12, referrer: "https://google.com/", ipAddress: "203.0.113.1" })).toMatchObject({ ...visit, timeOnPage: 12 });
  });

  it.each([
    [{ ...visit, pagePath: "gallery" }, "pagePath"],
    [{ ...visit, visitorId: "someone" }, "visitorId"],
    [{ ...visit, timeOnPage: 1.5 }, "timeOnPage"],
    [{ ...visit, timeOnPage: -1 }, "timeOnPage"],
    [{ ...visit, pageTitle: "x".repeat(301) }, "pageTitle"],
    [{ ...visit, sessionId: undefined }, "sessionId"],
  ])("refuses a bad visit (%#: %s)", (payload, field) => {
    const result = visitSchema.safeParse(payload);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path[0]).toBe(field);
  });

  it("wants actionData to be a JSON string and the type to be a word", () => {
    const action = { actionType: "click", pagePath: "/", visitorId: "visitor_1", sessionId: "session_1" };
    expect(actionSchema.safeParse({ ...action, actionData: '{"href":"/contact"}' }).success).toBe(true);
    expect(actionSchema.safeParse({ ...action, actionData: "{oops" }).success).toBe(false);
    expect(actionSchema.safeParse({ ...action, actionType: "DROP TABLE" }).success).toBe(false);
    expect(actionSchema.safeParse({ ...action, actionType: "newsletter_signup" }).success).toBe(true);
  });
});

describe("what one event stores (issue #43)", () => {
  const longest = (length: number) => "x".repeat(length);
  it("is about 1 KB at most, however long the fields sent", () => {
    const visit = visitSchema.parse({
      pagePath: `/${longest(499)}`,
      pageTitle: longest(300),
      visitorId: `visitor_${longest(92)}`,
      sessionId: `session_${longest(92)}`,
      referrer: longest(1000),
      userAgent: longest(500),
    });
    const action = actionSchema.parse({
      actionType: `a${longest(49)}`,
      pagePath: `/${longest(499)}`,
      elementId: longest(200),
      elementText: longest(500),
      actionData: JSON.stringify({ note: longest(3900) }),
      visitorId: `visitor_${longest(92)}`,
      sessionId: `session_${longest(92)}`,
    });
    expect(JSON.stringify(visit).length).toBeLessThan(1300);
    expect(JSON.stringify(action).length).toBeLessThan(1100);
    expect(visit.pagePath).toHaveLength(200);
    // Action data too long to keep whole is not kept (a cut JSON string would not parse); short data is.
    expect(action.actionData).toBeUndefined();
    const short = JSON.stringify({ track: "Owambe" });
    expect(actionSchema.parse({ actionType: "play", pagePath: "/music", actionData: short, visitorId: "visitor_1", sessionId: "session_1" }).actionData).toBe(short);
    expect(ACTION_DATA_KEPT).toBeLessThan(500);
  });

  it("cannot fill the default 2 GB cap in a day from 100 addresses", () => {
    expect(100 * EVENTS_PER_ADDRESS_PER_DAY * 1300).toBeLessThan(2048 * 1024 * 1024 * 0.25);
  });
});

describe('the range of "Delete visits from…"', () => {
  it("reads Lagos times and wants the end after the start", () => {
    expect(deleteVisitsSchema.parse({ from: "2026-11-03T09:00", to: "2026-11-03T10:30" })).toEqual({
      from: new Date("2026-11-03T08:00:00Z"),
      to: new Date("2026-11-03T09:30:00Z"),
    });
    expect(deleteVisitsSchema.safeParse({ from: "2026-11-03T10:00", to: "2026-11-03T09:00" }).error?.issues[0]).toMatchObject({
      path: ["to"],
      message: "must not be before the start",
    });
    expect(deleteVisitsSchema.safeParse({ from: "2026-13-40T10:00", to: "2026-11-03T09:00" }).error?.issues[0]?.path).toEqual(["from"]);
    expect(deleteVisitsSchema.safeParse({ from: "yesterday", to: "2026-11-03T09:00" }).error?.issues[0]).toMatchObject({ path: ["from"], message: "must be a date and time" });
    expect(deleteVisitsSchema.safeParse({ to: "2026-11-03T09:00" }).success).toBe(false);
  });
});

describe("tracking limits", () => {
  it("stops one address after a day's budget, whatever visitor ids it sends", async () => {
    const start = 40_000_000;
    let accepted = 0;
    for (let minute = 0; minute < 10 && accepted <= EVENTS_PER_ADDRESS_PER_DAY; minute++) {
      for (let i = 0; i < EVENTS_PER_ADDRESS_PER_MINUTE; i++) if (!(await overTrackingLimit(`visitor_${minute}_${i}`, "192.0.2.60", start + minute * 61_000))) accepted++;
    }
    expect(accepted).toBe(EVENTS_PER_ADDRESS_PER_DAY);
  });

  it("allows a burst of normal use and stops a flood", async () => {
    const now = 5_000_000;
    for (let i = 0; i < EVENTS_PER_MINUTE; i++) expect(await overTrackingLimit("visitor_flood", "192.0.2.50", now)).toBe(false);
    expect(await overTrackingLimit("visitor_flood", "192.0.2.50", now)).toBe(true);
    expect(await overTrackingLimit("visitor_flood", "192.0.2.50", now + 61_000)).toBe(false);
  });

  it("limits the address too: a new visitor id per event buys nothing", async () => {
    const now = 9_000_000;
    for (let i = 0; i < EVENTS_PER_ADDRESS_PER_MINUTE; i++) expect(await overTrackingLimit(`visitor_${i}`, "192.0.2.51", now)).toBe(false);
    expect(await overTrackingLimit("visitor_new", "192.0.2.51", now)).toBe(true);
    expect(await overTrackingLimit("visitor_new", "192.0.2.52", now)).toBe(false);
  });

  it("keeps at most maxKeys counters, dropping the oldest window first", () => {
    const counter = new WindowCounter(1, 60_000, 100);
    for (let i = 0; i < 10_000; i++) counter.over(`id_${i}`, 1000 + i);
    expect(counter.size).toBe(100);
    expect(counter.over("id_9999", 20_000)).toBe(true);
    expect(counter.over("id_0", 20_000)).toBe(false);
  });
});

describe("Lagos calendar", () => {
  it("starts days, Monday weeks and months at Lagos midnight (UTC+1)", () => {
    const sundayLateUtc = new Date("2026-11-22T23:30:00Z"); // already Monday 00:30 in Lagos
    expect(startOfLagosDay(sundayLateUtc).toISOString()).toBe("2026-11-22T23:00:00.000Z");
    expect(startOfLagosWeek(sundayLateUtc).toISOString()).toBe("2026-11-22T23:00:00.000Z");
    expect(startOfLagosWeek(new Date("2026-11-22T12:00:00Z")).toISOString()).toBe("2026-11-15T23:00:00.000Z");
    expect(startOfLagosMonth(new Date("2026-11-30T23:30:00Z")).toISOString()).toBe("2026-11-30T23:00:00.000Z");
    expect(lagosDate(new Date("2026-11-30T23:30:00Z"))).toBe("2026-12-01");
  });

  it("tells phones, tablets and desktops apart", () => {
    expect(deviceOf(chromeAndroid)).toBe("mobile");
    expect(deviceOf(safariMac)).toBe("desktop");
    expect(deviceOf("Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15")).toBe("tablet");
  });
});
