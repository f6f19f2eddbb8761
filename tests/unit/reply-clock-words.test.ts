import { describe, expect, it } from "vitest";
import { durationWords, replyClockWords, waitingFirst } from "@/lib/dates/reply-clock-words";
import { newEnquiryParameters, newEnquiryPush, reminderParameters } from "@/lib/alerts/messages";
import { messageWithReplyTime, withReplyTime } from "@/lib/settings/band-contact";
import { pushSubscriptionSchema } from "@/lib/validation/push-subscription";

const at = (iso: string) => new Date(iso);

describe("the reply clock in words", () => {
  const received = "2027-02-10T08:00:00.000Z";
  const due = "2027-02-11T08:00:00.000Z";
  it("says the time left, rounded down, or how long overdue", () => {
    expect(replyClockWords({ createdAt: received, replyDueAt: due, firstReplyAt: null }, at("2027-02-11T04:20:00Z"))).toEqual({ words: "answer within 3 h", overdue: false });
    expect(replyClockWords({ createdAt: received, replyDueAt: due, firstReplyAt: null }, at("2027-02-11T07:20:00Z"))).toEqual({ words: "answer within 40 min", overdue: false });
    expect(replyClockWords({ createdAt: received, replyDueAt: due, firstReplyAt: null }, at("2027-02-11T10:00:00Z"))).toEqual({ words: "overdue by 2 h", overdue: true });
    expect(replyClockWords({ createdAt: received, replyDueAt: due, firstReplyAt: null }, at("2027-02-14T10:00:00Z"))).toEqual({ words: "overdue by 3 days", overdue: true });
  });
  it("says how long the reply took once answered, and nothing for an enquiry from before the clock", () => {
    expect(replyClockWords({ createdAt: received, replyDueAt: due, firstReplyAt: "2027-02-10T09:30:00.000Z" }, at("2027-03-01T00:00:00Z"))!.words).toBe("answered in 2 h");
    expect(replyClockWords({ createdAt: received, replyDueAt: null, firstReplyAt: null }, at("2027-03-01T00:00:00Z"))).toBeNull();
    expect(durationWords(20_000)).toBe("1 min");
    expect(durationWords(-5)).toBe("1 min");
  });
  it("puts those waiting first, soonest due first, then the rest as they came", () => {
    const row = (id: number, replyDueAt: string | null, firstReplyAt: string | null = null, quarantinedAt: string | null = null) => ({
      id,
      createdAt: received,
      replyDueAt,
      firstReplyAt,
      quarantinedAt,
    });
    const ordered = waitingFirst([
      row(1, "2027-02-12T00:00:00Z", "2027-02-10T09:00:00Z"),
      row(2, "2027-02-13T00:00:00Z"),
      row(3, null),
      row(4, "2027-02-11T00:00:00Z"),
      row(5, "2027-02-10T00:00:00Z", null, "2027-02-10T00:00:00Z"),
    ]);
    expect(ordered.map((contact) => contact.id)).toEqual([4, 2, 1, 3, 5]);
    // Those waiting read apart (older than every page loaded) lead too, each once.
    const withOld = waitingFirst([row(2, "2027-02-13T00:00:00Z"), row(3, null)], [row(9, "2027-01-02T00:00:00Z"), row(2, "2027-02-13T00:00:00Z")]);
    expect(withOld.map((contact) => contact.id)).toEqual([9, 2, 3]);
  });
});

describe("what the alerts say", () => {
  const enquiry = { id: 42, name: "Ada Obi", eventType: "wedding", eventDate: "2027-02-13" };
  it("gives the template its four parameters: name, event type, date in words, the enquiry's link", () => {
    expect(newEnquiryParameters(enquiry, "https://band.example")).toEqual(["Ada Obi", "Wedding", "Saturday 13 February 2027", "https://band.example/admin/enquiries?enquiry=42"]);
    expect(newEnquiryParameters({ ...enquiry, eventType: "", eventDate: "" }, "https://band.example").slice(1, 3)).toEqual(["event type not set yet", "no date yet"]);
    expect(reminderParameters(enquiry, 6, "https://band.example")).toEqual(["Ada Obi", "Wedding", "6", "https://band.example/admin/enquiries?enquiry=42"]);
    expect(newEnquiryPush(enquiry)).toEqual({ title: "New enquiry: Ada Obi", body: "Wedding · Saturday 13 February 2027", url: "/admin/enquiries?enquiry=42", tag: "enquiry-42" });
  });
  it("states the reply promise in the band's hours wherever a text says {reply time}", () => {
    expect(withReplyTime("We reply within {reply time}.", 48)).toBe("We reply within 48 hours.");
    expect(withReplyTime("We reply within {reply time}.", 1)).toBe("We reply within 1 hour.");
    expect(messageWithReplyTime({ title: "Sent!", description: "Within {reply time}." }, 12)).toEqual({ title: "Sent!", description: "Within 12 hours." });
    expect(messageWithReplyTime({ title: "Within {reply time}." }, 12)).toEqual({ title: "Within 12 hours." });
  });
});

describe("a device's push subscription", () => {
  const keys = { p256dh: Buffer.alloc(65, 4).toString("base64url"), auth: Buffer.alloc(16, 1).toString("base64url") };
  const accepts = (endpoint: string) => pushSubscriptionSchema.safeParse({ endpoint, keys }).success;
  it("is accepted on the known push services only, over https", () => {
    expect(accepts("https://fcm.googleapis.com/fcm/send/abc")).toBe(true);
    expect(accepts("https://updates.push.services.mozilla.com/wpush/v2/abc")).toBe(true);
    expect(accepts("https://web.push.apple.com/QGx")).toBe(true);
    expect(accepts("https://wns2-par02p.notify.windows.com/w/?token=abc")).toBe(true);
    expect(accepts("http://fcm.googleapis.com/fcm/send/abc")).toBe(false);
    expect(accepts("https://fcm.googleapis.com:8443/fcm/send/abc")).toBe(false);
    expect(accepts("https://user:pass@fcm.googleapis.com/x")).toBe(false);
    expect(accepts("https://notify.windows.com.evil.example/x")).toBe(false);
    expect(accepts("https://127.0.0.1:4300/push/x")).toBe(false);
    expect(accepts("not a url")).toBe(false);
  });
  it("is refused where Node's legacy url.parse, which web-push sends with, would read another host", () => {
    // The probe's endpoints: url.parse reads the first as host 127.0.0.1, the WHATWG URL as an Apple host.
    expect(accepts("https://127.0.0.1;.push.apple.com/x")).toBe(false);
    expect(accepts("https://127.0.0.1%3b.push.apple.com/x")).toBe(false);
    expect(accepts("https://127.0.0.1%3B.web.push.apple.com/x")).toBe(false);
    expect(accepts("https://{127.0.0.1}.push.apple.com/x")).toBe(false);
    expect(accepts("https://fcm.googleapis.com{/x}")).toBe(false);
    expect(accepts("https://evil.example\\@fcm.googleapis.com/x")).toBe(false);
    expect(accepts("https://fcm.googleapis.com/fcm/send/abc")).toBe(true);
  });
  it("needs both keys at their sizes", () => {
    expect(pushSubscriptionSchema.safeParse({ endpoint: "https://fcm.googleapis.com/x", keys: { ...keys, p256dh: "AAAA" } }).success).toBe(false);
    expect(pushSubscriptionSchema.safeParse({ endpoint: "https://fcm.googleapis.com/x", keys: { p256dh: keys.p256dh } }).success).toBe(false);
    expect(pushSubscriptionSchema.safeParse({ endpoint: "https://fcm.googleapis.com/x" }).success).toBe(false);
  });
});
