import { describe, expect, it } from "vitest";
import { toCsv } from "@/lib/csv";
import { looksAutomated, MIN_FILL_MS } from "@/lib/enquiries/spam";
import { bandWhatsappUrl, clientWhatsappUrl } from "@/lib/enquiries/whatsapp";
import { contactPageSchema, newsletterSchema, shortQuoteRequestSchema } from "@/lib/validation/enquiry";

describe("spam traps", () => {
  it("catches the honeypot and a rushed form, not a missing or nonsense fill time", () => {
    expect(looksAutomated({ website: "x" })).toBe(true);
    expect(looksAutomated({ formFillMs: "0" })).toBe(true);
    expect(looksAutomated({ formFillMs: String(MIN_FILL_MS - 1) })).toBe(true);
    expect(looksAutomated({ formFillMs: String(MIN_FILL_MS) })).toBe(false);
    expect(looksAutomated({ formFillMs: "900" }, 1000)).toBe(true);
    expect(looksAutomated({ formFillMs: "1000" }, 1000)).toBe(false);
    expect(looksAutomated({ website: "  ", formFillMs: "" })).toBe(false);
    // A clock changed while the form was open, or a tampered field: judged on content.
    for (const fillMs of ["-5000", "soon", " "]) expect(looksAutomated({ formFillMs: fillMs })).toBe(false);
    expect(looksAutomated({ formFillMs: 500 })).toBe(false);
    expect(looksAutomated({})).toBe(false);
  });
});

describe("form schemas", () => {
  it("reads the contact page's guest count from a form field and leaves empty optionals out", () => {
    const parsed = contactPageSchema.parse({
      name: "A",
      email: "a@example.com",
      phone: "0803 123 4567",
      eventType: "Wedding",
      eventDate: "2999-01-01",
      venue: "Lekki",
      guestCount: "150",
      budget: "",
      message: "",
    });
    expect(parsed).toMatchObject({ guestCount: 150, budget: undefined, message: undefined });
  });

  it("has no email on the short quote form and trims the newsletter address", () => {
    expect(shortQuoteRequestSchema.shape).not.toHaveProperty("email");
    expect(newsletterSchema.parse({ email: "  fan@example.com " })).toEqual({ email: "fan@example.com" });
  });
});

describe("WhatsApp links", () => {
  it("prefills the band's chat with the enquiry's summary", () => {
    const enquiry = { name: "Ada", phone: "1", eventType: "Wedding", eventDate: "2027-01-01", venue: "Lekki" };
    const phones = [
      { number: "2348031234567", whatsapp: false },
      { number: "2348097654321", whatsapp: true },
    ];
    const url = bandWhatsappUrl(enquiry, { phones });
    // The first line marked WhatsApp, not merely the first line.
    expect(url).toMatch(/^https:\/\/wa\.me\/2348097654321\?text=/);
    const text = decodeURIComponent(url!.split("text=")[1]!);
    expect(text).toContain("Event type: Wedding");
    expect(text).toContain("Venue: Lekki");
    expect(bandWhatsappUrl(enquiry, { phones: [{ number: "2348031234567", whatsapp: false }] })).toBeNull();
  });

  it("turns a Nigerian 0-number into an international one for the admin's reply", () => {
    expect(clientWhatsappUrl("0803 123 4567", "Ada", "Wedding", "2027-01-01")).toMatch(/^https:\/\/wa\.me\/2348031234567\?text=Hello%20Ada/);
    expect(clientWhatsappUrl("+44 20 7946 0958", "Bo", "Other", "2027-01-01")).toMatch(/^https:\/\/wa\.me\/442079460958\?/);
  });
});

describe("CSV", () => {
  it("quotes commas, quotes and newlines and defuses formulas", () => {
    expect(toCsv([{ a: 'x,"y"', b: "=1+1", c: null, d: "line\nbreak" }], ["a", "b", "c", "d"])).toBe('a,b,c,d\r\n"x,""y""","\'=1+1",,"line\nbreak"\r\n');
  });
});

/**
 * A spreadsheet's CSV import as LibreOffice and Excel do it: split on the chosen separator outside
 * double quotes, unquote; a cell whose text then starts with = + - or @ is run as a formula.
 */
function spreadsheetCells(csv: string, separator: string): string[] {
  const cells: string[] = [];
  let current = "";
  let quoted = false;
  for (let i = 0; i < csv.length; i += 1) {
    const char = csv[i]!;
    if (quoted) {
      if (char === '"' && csv[i + 1] === '"') {
        current += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else current += char;
    } else if (char === '"') quoted = true;
    else if (char === separator || char === "\n" || char === "\r") {
      cells.push(current);
      current = "";
    } else current += char;
  }
  cells.push(current);
  return cells;
}

describe("CSV exports opened in a spreadsheet", () => {
  it("make no formula whatever separator the spreadsheet splits on", () => {
    const hostile = ["a;=1+1;b", 'x,=HYPERLINK("http://evil")', "p\t@SUM(1)", "q|+1", "=cmd|' /C calc'!A0", "-2+3", "@x", "plain"];
    const csv = toCsv(
      hostile.map((text) => ({ text })),
      ["text"],
    );
    for (const separator of [",", ";", "\t", "|"]) {
      const formulas = spreadsheetCells(csv, separator).filter((cell) => /^[=+\-@]/.test(cell));
      expect(formulas, `split on ${JSON.stringify(separator)}`).toEqual([]);
    }
  });
});
