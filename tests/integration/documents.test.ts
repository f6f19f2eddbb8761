import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { GET as clientDocument } from "@/app/api/booking/[token]/documents/[file]/route";
import { POST as accept } from "@/app/api/booking/[token]/accept/route";
import { GET as bandDocument } from "@/app/api/admin/contacts/[id]/documents/[file]/route";
import { POST as markPaid } from "@/app/api/admin/quotes/[id]/payments/route";
import { POST as createQuote } from "@/app/api/contacts/[id]/quote/route";
import { lagosDate } from "@/lib/dates/lagos-days";
import { db } from "@/lib/db";
import { drainOutbox } from "@/lib/delivery/drain";
import { termsHash } from "@/lib/payments/agreement";
import { savePlan } from "@/lib/payments/event-plan";
import { nextDocumentNumber } from "@/lib/payments/numbering";
import { signedInAdminCookie } from "../support/admin";
import { resetDatabase } from "../support/db";
import { makePlayer } from "../support/lineups";
import { future } from "../support/enquiries";
import { pdfFonts, pdfPageSize, pdfText } from "../support/pdf-text";
import { request } from "../support/requests";
import { startSmtpServer } from "../support/smtp";

// The booking's documents as PDF (issue 47, item 4): the invoice, a receipt per payment, the
// agreement and the band's run sheet, read back with pdftotext; who may fetch which.

let cookie = "";
const year = lagosDate().slice(0, 4);
const withId = (id: number) => ({ params: Promise.resolve({ id: String(id) }) });
const fetchClient = (token: string, file: string) => clientDocument(request("GET", `/api/booking/${token}/documents/${file}`), { params: Promise.resolve({ token, file }) });
const fetchBand = (contactId: number | string, file: string, headers: { cookie?: string } = { cookie }) =>
  bandDocument(request("GET", `/api/admin/contacts/${contactId}/documents/${file}`, headers), { params: Promise.resolve({ id: String(contactId), file }) });
const pdfOf = async (response: Response) => {
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
};

async function quoteFor(name: string, total = 600_000, eventDate = future(60)) {
  const contact = await db.contact.create({
    data: {
      name,
      email: `${name.split(" ")[0]!.toLowerCase()}@example.com`.normalize("NFKD").replace(/[^\x00-\x7f]/g, ""),
      phone: "+2348031234567",
      eventType: "wedding",
      eventDate,
      venue: "Eko Hotel",
      source: "contact",
    },
  });
  const response = await createQuote(request("POST", `/api/contacts/${contact.id}/quote`, { cookie, body: { total } }), withId(contact.id));
  expect(response.status).toBe(201);
  const quote = await db.bookingQuote.findFirstOrThrow({ where: { contactId: contact.id } });
  return { contactId: contact.id, quoteId: quote.id, token: quote.token };
}

const payByHand = async (quoteId: number, part: "deposit" | "balance", amount: number) => {
  const response = await markPaid(request("POST", `/api/admin/quotes/${quoteId}/payments`, { cookie, body: { part, amount, receivedOn: lagosDate() } }), withId(quoteId));
  expect(response.status).toBe(201);
  return (await db.bookingPayment.findFirstOrThrow({ where: { quoteId, part, status: "paid" } })).id;
};

beforeEach(async () => {
  await resetDatabase();
  cookie = await signedInAdminCookie();
  vi.stubEnv("PAYSTACK_SECRET_KEY", "");
  await db.siteSetting.create({ data: { key: "bankDetails", value: JSON.stringify("Zenith Bank\nEko Live Band Ltd\n1012345678") } });
});
afterEach(() => vi.unstubAllEnvs());

describe("the invoice", () => {
  it("is an A4 PDF with its fonts embedded, naming the band, the client, the amounts in ₦ and the bank details, numbered once", async () => {
    const { token, contactId } = await quoteFor("Ṣadé Ọkafor");
    const response = await fetchClient(token, "invoice.pdf");
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("x-robots-tag")).toBe("noindex");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="INV-${year}-0001.pdf"`);
    const pdf = await pdfOf(response);
    expect(pdfPageSize(pdf)).toContain("(A4)");
    expect(pdfFonts(pdf).length).toBeGreaterThan(0);
    expect(pdfFonts(pdf).every((font) => font.embedded)).toBe(true);
    const text = pdfText(pdf);
    for (const expected of [`Invoice INV-${year}-0001`, "Eko Live Band & Entertainment", "Ṣadé Ọkafor", "₦600,000", "₦300,000", "Zenith Bank", "1012345678", "Quote"])
      expect(text).toContain(expected);
    expect(text).toMatch(/Amount due\s+₦600,000/);
    // The band's copy is the same invoice: never renumbered.
    expect(pdfText(await pdfOf(await fetchBand(contactId, "invoice.pdf")))).toContain(`Invoice INV-${year}-0001`);
    expect(await db.documentCounter.findMany()).toEqual([{ series: `INV-${year}`, last: 1 }]);
  });

  it("shows what is paid with the receipt's number once the deposit arrives", async () => {
    const { token, quoteId } = await quoteFor("Ada Obi");
    await payByHand(quoteId, "deposit", 300_000);
    const text = pdfText(await pdfOf(await fetchClient(token, "invoice.pdf")));
    expect(text).toMatch(new RegExp(`Deposit\\s+₦300,000, paid [^(]+\\(receipt RCT-${year}-0001\\)`));
    expect(text).toMatch(/Amount due\s+₦300,000/);
  });

  it("prints what the band and the client typed as text, markup included", async () => {
    const { token } = await quoteFor("<b>Bold</b> & Co", 500_000);
    await db.bookingQuote.updateMany({ data: { note: "<script>alert(1)</script> Includes the PA system" } });
    const text = pdfText(await pdfOf(await fetchClient(token, "invoice.pdf")));
    expect(text).toContain("<b>Bold</b> & Co");
    expect(text).toContain("<script>alert(1)</script> Includes the PA system");
  });
});

describe("receipts", () => {
  it("one per payment, numbered without gaps, with the amount, method, reference and what remains; mailed as a PDF", async () => {
    const smtp = await startSmtpServer();
    vi.stubEnv("SMTP_URL", smtp.url);
    vi.stubEnv("NOTIFY_TO", "bookings@band.example");
    try {
      const { token, quoteId } = await quoteFor("Ada Obi");
      const deposit = await payByHand(quoteId, "deposit", 300_000);
      const balance = await payByHand(quoteId, "balance", 300_000);
      const payments = await db.bookingPayment.findMany({ where: { quoteId }, orderBy: { id: "asc" } });
      expect(payments.map((payment) => payment.receiptNumber)).toEqual([`RCT-${year}-0001`, `RCT-${year}-0002`]);
      const first = pdfText(await pdfOf(await fetchClient(token, `receipt-${deposit}.pdf`)));
      expect(first).toContain(`Receipt RCT-${year}-0001`);
      expect(first).toMatch(/Contract total\s+₦600,000/);
      expect(first).toMatch(/This payment\s+₦300,000: the deposit/);
      expect(first).toMatch(/Paid to date\s+₦300,000/);
      expect(first).toContain("Bank transfer, confirmed by the band");
      expect(first).toContain(payments[0]!.reference);
      expect(first).toMatch(/Balance outstanding\s+₦300,000, due by/);
      expect(first).not.toContain("/booking/"); // the private link is in the client's mails only (issue 64)
      expect(pdfText(await pdfOf(await fetchClient(token, `receipt-${balance}.pdf`)))).toMatch(/Balance outstanding\s+₦0/);

      await drainOutbox();
      const receipts = smtp.received.filter((mail) => /Subject: Payment received/.test(mail.raw));
      expect(receipts).toHaveLength(2);
      const attached = /Content-Type: application\/pdf; name=(RCT-\d{4}-\d{4}\.pdf)[\s\S]*?\r\n\r\n([A-Za-z0-9+/=\r\n]+)/.exec(receipts[0]!.raw);
      expect(attached?.[1]).toBe(`RCT-${year}-0001.pdf`);
      expect(pdfText(Buffer.from(attached![2]!.replace(/\s/g, ""), "base64"))).toMatch(/This payment\s+₦300,000/);
    } finally {
      await smtp.close();
    }
  });

  it("numbers concurrent payments and invoices without gaps or repeats", async () => {
    const quotes = await Promise.all(Array.from({ length: 6 }, (_, index) => quoteFor(`Client ${index + 1}`, 400_000)));
    await Promise.all(quotes.map(({ quoteId }) => payByHand(quoteId, "deposit", 200_000)));
    const numbers = (await db.bookingPayment.findMany({ select: { receiptNumber: true } })).map((payment) => payment.receiptNumber).sort();
    expect(numbers).toEqual(Array.from({ length: 6 }, (_, index) => `RCT-${year}-000${index + 1}`));

    // Each client and the band fetching invoices at once: one number per quote, none skipped.
    await Promise.all(quotes.flatMap(({ token, contactId }) => [fetchClient(token, "invoice.pdf"), fetchBand(contactId, "invoice.pdf"), fetchClient(token, "invoice.pdf")]));
    const invoices = (await db.bookingQuote.findMany({ select: { invoiceNumber: true } })).map((quote) => quote.invoiceNumber).sort();
    expect(invoices).toEqual(Array.from({ length: 6 }, (_, index) => `INV-${year}-000${index + 1}`));
    expect(await db.documentCounter.findUniqueOrThrow({ where: { series: `INV-${year}` } })).toMatchObject({ last: 6 });

    // A transaction that fails after taking a number gives it back.
    await expect(
      db.$transaction(async (tx) => {
        expect(await nextDocumentNumber(tx, "RCT")).toBe(`RCT-${year}-0007`);
        throw new Error("the payment's write failed");
      }),
    ).rejects.toThrow("the payment's write failed");
    expect(await db.$transaction((tx) => nextDocumentNumber(tx, "RCT"))).toBe(`RCT-${year}-0007`);
  });
});

describe("the agreement and the run sheet", () => {
  it("the agreement exists once the terms are accepted, says who accepted and when in words; the address and hash are in the audit log", async () => {
    const { token, contactId } = await quoteFor("Ada Obi");
    expect((await fetchClient(token, "agreement.pdf")).status).toBe(409);
    const accepted = await accept(request("POST", `/api/booking/${token}/accept`, { body: { name: "Ada N. Obi", agree: true }, ip: "192.0.2.77" }), {
      params: Promise.resolve({ token }),
    });
    expect(accepted.status).toBe(201);
    const quote = await db.bookingQuote.findUniqueOrThrow({ where: { token } });
    const text = pdfText(await pdfOf(await fetchBand(contactId, "agreement.pdf")));
    expect(text).toContain("Booking agreement");
    expect(text.replace(/\s+/g, " ")).toMatch(/Accepted online by Ada N\. Obi \(the enquiry was made by Ada Obi\) on \w+day \d+ \w+ \d{4} at \d{2}:\d{2}, Lagos time\./);
    expect(text).not.toContain("192.0.2.77");
    expect(text.replace(/\s/g, "")).not.toContain(termsHash(quote.termsText!));
    expect(text).toContain(quote.acceptedTermsVersion!);
    expect(text).toMatch(/Total\s+₦/);
    expect(text).toContain("No late fee is charged on a late payment.");
    const audited = await db.auditEvent.findFirstOrThrow({ where: { action: "terms-accepted" } });
    expect(audited).toMatchObject({ username: "Ada N. Obi", ipAddress: "192.0.2.77" });
    expect(audited.target).toContain(termsHash(quote.termsText!));
    expect(text).toContain("Cancellation");
  });

  it("the run sheet has the timeline, the venue, the moments and the songs, for the band only", async () => {
    const { token, quoteId, contactId } = await quoteFor("Ada Obi");
    expect((await fetchBand(contactId, "run-sheet.pdf")).status).toBe(409); // before the deposit
    await payByHand(quoteId, "deposit", 300_000);
    const songs: number[] = [];
    for (const [title, artist] of [
      ["Ife Wa Gbona", "Tiwa Savage"],
      ["Sweet Mother", "Prince Nico Mbarga"],
      ["Ja Funmi", "King Sunny Ade"],
      ["Perfect", "Ed Sheeran"],
    ] as const)
      songs.push((await db.repertoireSong.create({ data: { title, artist, genre: "Mixed", matchKey: `${title}|${artist}`.toLowerCase() } })).id);
    await savePlan(
      quoteId,
      {
        songs: { mustPlay: songs.slice(0, 2), doNotPlay: [songs[2]!] },
        moments: { firstDance: songs[3]! },
        requests: ["Happy birthday for Mama at 22:00"],
        celebrants: "Ada & Tunde",
        timeline: [
          { time: "18:30", label: "Arrival and sound check" },
          { time: "21:00", label: "Band starts" },
          { time: "21:40", label: "The couple's first dance" },
        ],
        venue: { hall: "Harbour Point", address: "Wilmot Point Road, Victoria Island", power: "generator", contactName: "Tunde", contactPhone: "0803 555 0000" },
      },
      "client",
    );
    // Issue 63: the lineup (role, name, phone; an unanswered slot says so; a declined one is left out) and the call time.
    const players = [await makePlayer("Ada Keys", ["keys"]), await makePlayer("Bola Drums", ["drums"]), await makePlayer("Chidi Bass", ["bass"])];
    await db.lineup.create({ data: { contactId, callTime: "16:30", soundCheckTime: "17:15", dressCode: "Black and gold" } });
    for (const [index, player] of players.entries())
      await db.lineupSlot.create({
        data: { contactId, role: JSON.parse(player.roles)[0], playerId: player.id, fee: 1, position: index, status: ["confirmed", "invited", "declined"][index]! },
      });
    const text = pdfText(await pdfOf(await fetchBand(contactId, "run-sheet.pdf")));
    expect(text).toMatch(/Keys\s+Ada Keys, \+234 803 000 \d{4}/);
    expect(text).toMatch(/Drums\s+Bola Drums, \+234 803 000 \d{4} \(Invited, no answer yet\)/);
    expect(text).not.toContain("Chidi Bass");
    expect(text).toMatch(/Call time\s+16:30, sound check 17:15 \(Lagos time\)/);
    // Issue 64: whose night it is, and the moment's song on the timeline entry that names it.
    expect(text).toMatch(/Celebrating\s+Ada & Tunde/);
    expect(text).toMatch(/21:40\s+The couple's first dance: Perfect \(Ed Sheeran\)/);
    expect(text).toContain("Black and gold");
    expect(text).toMatch(/1\.\s+Ife Wa Gbona \(Tiwa Savage\)/);
    for (const expected of [
      "Run sheet",
      "18:30",
      "Arrival and sound check",
      "Harbour Point, Wilmot Point Road, Victoria Island",
      "Tunde, 0803 555 0000",
      "Generator",
      "First dance",
      "Perfect (Ed Sheeran)",
      "Ja Funmi (King Sunny Ade)",
      "Happy birthday for Mama at 22:00",
    ])
      expect(text).toContain(expected);
    expect((await fetchClient(token, "run-sheet.pdf")).status).toBe(404);
  });
});

describe("who may fetch which document", () => {
  it("answers 404 for an unknown token, another booking's receipt and a name that is no document; 401 without a session; 400 for a malformed id", async () => {
    const ada = await quoteFor("Ada Obi");
    const ben = await quoteFor("Ben Eze");
    const bensDeposit = await payByHand(ben.quoteId, "deposit", 300_000);
    expect((await fetchClient("A".repeat(43), "invoice.pdf")).status).toBe(404);
    expect((await fetchClient("not-a-token", "invoice.pdf")).status).toBe(404);
    expect((await fetchClient(ada.token, `receipt-${bensDeposit}.pdf`)).status).toBe(404);
    expect((await fetchClient(ben.token, `receipt-${bensDeposit}.pdf`)).status).toBe(200);
    expect((await fetchBand(ada.contactId, `receipt-${bensDeposit}.pdf`)).status).toBe(404);
    for (const file of ["invoice", "invoice.txt", "receipt-0.pdf", "receipt-abc.pdf", "../invoice.pdf", "INVOICE.PDF"])
      expect((await fetchClient(ada.token, file)).status, file).toBe(404);
    expect((await fetchBand(ada.contactId, "invoice.pdf", {})).status).toBe(401);
    expect((await fetchBand("abc", "invoice.pdf")).status).toBe(400);
    const lone = await db.contact.create({ data: { name: "No Quote", phone: "+2348031234567", eventType: "wedding", eventDate: future(30), source: "contact" } });
    expect((await fetchBand(lone.id, "invoice.pdf")).status).toBe(404);
    // Nothing was numbered by the refused requests.
    expect(await db.bookingQuote.count({ where: { invoiceNumber: { not: null } } })).toBe(0);
  });
});
