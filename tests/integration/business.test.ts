import { beforeEach, describe, expect, it } from "vitest";
import { GET as clientDocument } from "@/app/api/booking/[token]/documents/[file]/route";
import { PUT as clientBillTo } from "@/app/api/booking/[token]/bill-to/route";
import { PUT as bandBillTo } from "@/app/api/admin/quotes/[id]/bill-to/route";
import { POST as markPaid } from "@/app/api/admin/quotes/[id]/payments/route";
import { PATCH as recordCreditNote } from "@/app/api/admin/quotes/[id]/payments/[paymentId]/route";
import { GET as paymentsRoute } from "@/app/api/admin/payments/route";
import { PUT as putSettings } from "@/app/api/admin/settings/route";
import { GET as listQuotes, POST as createQuote } from "@/app/api/contacts/[id]/quote/route";
import { vatOn } from "@/lib/common/payment-terms";
import { lagosDate } from "@/lib/dates/lagos-days";
import { db } from "@/lib/db";
import { planAccess } from "@/lib/payments/event-plan";
import { signedInAdminCookie } from "../support/admin";
import { resetDatabase } from "../support/db";
import { future } from "../support/enquiries";
import { pdfText } from "../support/pdf-text";
import { request } from "../support/requests";

// Issue 64 on both databases: the band's business details, VAT on a quote, billing a company,
// withholding tax taken at source booking the date, and the documents a finance office files.

const SITE = "http://localhost:3000";
const none = { params: Promise.resolve({}) };
const withId = (id: number) => ({ params: Promise.resolve({ id: String(id) }) });
const withToken = (token: string) => ({ params: Promise.resolve({ token }) });
let cookie = "";

beforeEach(async () => {
  await resetDatabase();
  cookie = await signedInAdminCookie();
});

const settings = (body: unknown) => putSettings(request("PUT", "/api/admin/settings", { cookie, body }), none);

async function quoteFor(total: number, eventDate = future(60)) {
  const contact = await db.contact.create({
    data: { name: "Ada Obi", email: "ada@example.com", phone: "+2348031234567", eventType: "corporate", eventDate, venue: "Eko Hotel", source: "contact" },
  });
  const response = await createQuote(request("POST", `/api/contacts/${contact.id}/quote`, { cookie, body: { total } }), withId(contact.id));
  expect(response.status).toBe(201);
  const body = (await response.json()) as { quote: { subtotal: number; vat: number; total: number; deposit: number; balance: number } };
  const quote = await db.bookingQuote.findFirstOrThrow({ where: { contactId: contact.id } });
  return { contactId: contact.id, quoteId: quote.id, token: quote.token, view: body.quote };
}

const pay = (quoteId: number, body: Record<string, unknown>) =>
  markPaid(request("POST", `/api/admin/quotes/${quoteId}/payments`, { cookie, body: { receivedOn: lagosDate(), ...body } }), withId(quoteId));
const documentText = async (token: string, file: string) => {
  const response = await clientDocument(request("GET", `/api/booking/${token}/documents/${file}`), { params: Promise.resolve({ token, file }) });
  expect(response.status).toBe(200);
  return pdfText(Buffer.from(await response.arrayBuffer()));
};

describe("the band's business details", () => {
  it("checks the TIN and the CAC number, writes the CAC number one way, and caps the late fee", async () => {
    const saved = await settings({ tin: "12345678-0001", rcNumber: "rc1234567", signatoryName: "Tunde Bakare", vatRegistered: true, vatRate: 7.5, lateFeePercentPerMonth: 2 });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ tin: "12345678-0001", rcNumber: "RC 1234567", vatRegistered: true, lateFeePercentPerMonth: 2 });
    for (const [body, field] of [
      [{ tin: "1234567-0001" }, "tin"],
      [{ rcNumber: "CAC 12" }, "rcNumber"],
      [{ lateFeePercentPerMonth: 5.5 }, "lateFeePercentPerMonth"],
      [{ vatRate: "7.5" }, "vatRate"],
      [{ vatRegistered: "yes" }, "vatRegistered"],
    ] as const) {
      const response = await settings(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(((await response.json()) as { fields: Record<string, string> }).fields).toHaveProperty(field);
    }
  });
});

describe("VAT", () => {
  it("rounds to the naira, half up, and is nothing when the band is not registered", () => {
    expect(vatOn(2_000_000, { vatRegistered: true, vatRate: 7.5 })).toEqual({ subtotal: 2_000_000, vat: 150_000, total: 2_150_000 });
    expect(vatOn(333_333, { vatRegistered: true, vatRate: 7.5 }).vat).toBe(25_000); // 24,999.975
    expect(vatOn(1_000_001, { vatRegistered: true, vatRate: 7.5 }).vat).toBe(75_000); // 75,000.075
    expect(vatOn(500_000, { vatRegistered: false, vatRate: 7.5 })).toEqual({ subtotal: 500_000, vat: 0, total: 500_000 });
  });

  it("adds VAT to the band's price on a quote; the deposit and balance are parts of what the client pays", async () => {
    expect((await settings({ vatRegistered: true, vatRate: 7.5 })).status).toBe(200);
    const { view, token, contactId } = await quoteFor(2_000_000);
    expect(view).toMatchObject({ subtotal: 2_000_000, vat: 150_000, total: 2_150_000, deposit: 1_075_000, balance: 1_075_000 });
    // The client's mail shows the split; the panel gets the band's VAT to preview it before sending.
    const mail = await db.outbox.findFirstOrThrow({ where: { to: "ada@example.com", contactId } });
    expect(mail.text).toContain("Price: ₦2,000,000\nVAT: ₦150,000\nTotal: ₦2,150,000");
    const listed = (await (await listQuotes(request("GET", `/api/contacts/${contactId}/quote`, { cookie }), withId(contactId))).json()) as { vat: unknown };
    expect(listed.vat).toEqual({ vatRegistered: true, vatRate: 7.5 });
    const invoice = await documentText(token, "invoice.pdf");
    expect(invoice).toMatch(/VAT \(7\.5%\)\s+₦150,000/);
    expect(invoice.replace(/\s+/g, " ")).toContain("Two million, one hundred fifty thousand naira only");
  });

  it("says 'VAT not charged' on the invoice of a band that is not registered", async () => {
    const { view, token } = await quoteFor(500_000);
    expect(view).toMatchObject({ subtotal: 500_000, vat: 0, total: 500_000 });
    expect((await db.outbox.findFirstOrThrow({ where: { to: "ada@example.com" } })).text).not.toContain("VAT");
    expect(await documentText(token, "invoice.pdf")).toMatch(/VAT\s+VAT not charged/);
  });
});

describe("billing a company", () => {
  it("lets the client name a company with its address and TIN until the first payment; the band can change it after", async () => {
    await settings({ tin: "87654321-0002", rcNumber: "RC 7654321" });
    const { token, quoteId } = await quoteFor(600_000);
    const put = (body: unknown) => clientBillTo(request("PUT", `/api/booking/${token}/bill-to`, { origin: SITE, body }), withToken(token));
    const refused = async (body: unknown, field: string) => {
      const response = await put(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(((await response.json()) as { fields: Record<string, string> }).fields).toHaveProperty(field);
    };
    await refused({ kind: "company", address: "Plot 5, Adeola Odeku, VI" }, "company");
    await refused({ kind: "company", company: "Zenith Events Ltd" }, "address");
    await refused({ kind: "company", company: "Zenith Events Ltd", address: "VI", tin: "12-34" }, "tin");
    await refused({ kind: "club" }, "kind");
    expect((await clientBillTo(request("PUT", `/api/booking/${token}/bill-to`, { origin: "https://evil.example", body: { kind: "person" } }), withToken(token))).status).toBe(403);
    expect((await clientBillTo(request("PUT", `/api/booking/${"x".repeat(43)}/bill-to`, { origin: SITE, body: { kind: "person" } }), withToken("x".repeat(43)))).status).toBe(404);

    const saved = await put({ kind: "company", company: "Zenith Events Ltd", address: "Plot 5, Adeola Odeku Street, Victoria Island, Lagos", tin: "12345678-0001" });
    expect(saved.status).toBe(200);
    const invoice = await documentText(token, "invoice.pdf");
    for (const text of ["Zenith Events Ltd", "Plot 5, Adeola Odeku Street", "12345678-0001", "Attention", "Ada Obi", "RC 7654321", "TIN 87654321-0002"])
      expect(invoice).toContain(text);
    expect(invoice).not.toContain("/booking/");
    expect(invoice).toMatch(/with “INV-\d{4}-\d{4}” as the reference|quoting INV-\d{4}-\d{4}/);

    expect((await pay(quoteId, { part: "deposit", amount: 300_000 })).status).toBe(201);
    expect((await put({ kind: "person" })).status).toBe(409);
    const band = await bandBillTo(
      request("PUT", `/api/admin/quotes/${quoteId}/bill-to`, { cookie, origin: SITE, body: { kind: "company", company: "Zenith Events Nigeria Ltd", address: "VI, Lagos" } }),
      withId(quoteId),
    );
    expect(band.status).toBe(200);
    expect(await documentText(token, "invoice.pdf")).toContain("Zenith Events Nigeria Ltd");
    // The panel's quote shows who the invoice names; the change is in the audit log under the person's name.
    const { contactId } = await db.bookingQuote.findUniqueOrThrow({ where: { id: quoteId } });
    const listed = (await (await listQuotes(request("GET", `/api/contacts/${contactId}/quote`, { cookie }), withId(contactId))).json()) as { quotes: { billTo: unknown }[] };
    expect(listed.quotes[0]!.billTo).toEqual({ kind: "company", company: "Zenith Events Nigeria Ltd", address: "VI, Lagos", tin: null });
    expect(await db.auditEvent.count({ where: { action: "bill-to-change", target: { contains: "Zenith Events Nigeria Ltd" } } })).toBe(1);
  });
});

describe("withholding tax taken at source", () => {
  it("books the date when the cash and the tax make the part due, shows both on the receipt, and waits for the credit note", async () => {
    const { quoteId, contactId, token } = await quoteFor(2_150_000);
    const response = await pay(quoteId, { part: "deposit", amount: 1_021_250, withholdingTax: 53_750 });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ flagged: false, amount: 1_021_250, withholdingTax: 53_750, due: 1_075_000 });
    expect((await db.contact.findUniqueOrThrow({ where: { id: contactId } })).status).toBe("booked");
    const payment = await db.bookingPayment.findFirstOrThrow({ where: { quoteId, status: "paid" } });
    expect(payment).toMatchObject({ amount: 1_075_000, withholdingTax: 53_750, whtCreditNote: null });

    const receipt = await documentText(token, `receipt-${payment.id}.pdf`);
    expect(receipt).toMatch(/Contract total\s+₦2,150,000/);
    expect(receipt).toMatch(/Cash received\s+₦1,021,250/);
    expect(receipt).toMatch(/Tax withheld at source\s+₦53,750/);
    expect(receipt).toMatch(/Balance outstanding\s+₦1,075,000/);

    const list = (await (await paymentsRoute(request("GET", "/api/admin/payments", { cookie }), none)).json()) as { awaitingCreditNotes: { id: number; withholdingTax: number }[] };
    expect(list.awaitingCreditNotes).toEqual([expect.objectContaining({ id: payment.id, withholdingTax: 53_750 })]);
    const csv = await (await paymentsRoute(request("GET", "/api/admin/payments?format=csv", { cookie }), none)).text();
    expect(csv.split("\r\n")[0]).toContain("withholdingTaxNaira,whtCreditNote");
    expect(csv).toContain('"53750"');

    const note = (body: unknown) =>
      recordCreditNote(request("PATCH", "/x", { cookie, origin: SITE, body }), { params: Promise.resolve({ id: String(quoteId), paymentId: String(payment.id) }) });
    expect((await note({ whtCreditNote: "" })).status).toBe(400);
    expect((await note({ whtCreditNote: "WHT/2026/0042" })).status).toBe(200);
    const after = (await (await paymentsRoute(request("GET", "/api/admin/payments", { cookie }), none)).json()) as { awaitingCreditNotes: unknown[] };
    expect(after.awaitingCreditNotes).toEqual([]);
  });

  it("flags a cash and tax that do not make the part due, and books nothing", async () => {
    const { quoteId, contactId } = await quoteFor(2_150_000);
    const response = await pay(quoteId, { part: "deposit", amount: 1_000_000, withholdingTax: 53_750 });
    expect(await response.json()).toMatchObject({ flagged: true });
    expect((await db.contact.findUniqueOrThrow({ where: { id: contactId } })).status).not.toBe("booked");
    expect((await db.bookingPayment.findFirstOrThrow({ where: { quoteId } })).flag).toContain("₦53,750 withheld as tax");
    for (const withholdingTax of [-1, 1.5, "5"]) expect((await pay(quoteId, { part: "deposit", amount: 1_000_000, withholdingTax })).status).toBe(400);
  });
});

describe("the plan's lock", () => {
  const booking = (eventDate: string, paidOn: string) => ({
    status: "deposit-paid",
    contact: { eventDate },
    payments: [{ part: "deposit", status: "paid", paidAt: new Date(`${paidOn}T12:00:00+01:00`) }],
  });

  it("is 7 days before the event, or 48 hours before for a booking paid within 8 days of it", () => {
    expect(planAccess(booking("2027-03-20", "2027-01-10"), "2027-03-12")).toMatchObject({ editableByClient: true, lock: "7 days" });
    expect(planAccess(booking("2027-03-20", "2027-01-10"), "2027-03-14")).toMatchObject({ editableByClient: false, lock: "7 days" });
    expect(planAccess(booking("2027-03-20", "2027-03-14"), "2027-03-16")).toMatchObject({ editableByClient: true, lock: "48 hours" });
    expect(planAccess(booking("2027-03-20", "2027-03-14"), "2027-03-18")).toMatchObject({ editableByClient: true, lock: "48 hours" });
    expect(planAccess(booking("2027-03-20", "2027-03-14"), "2027-03-19")).toMatchObject({ editableByClient: false, lock: "48 hours" });
  });
});
