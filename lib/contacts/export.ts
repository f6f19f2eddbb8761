import "server-only";
import writeExcelFile from "write-excel-file/node";
import { eventTypeLabel } from "@/fixed/enquiries";
import { readableDate, readableMoment } from "@/lib/dates/readable";
import type { contactsPage } from "./queries";

// The inbox's export: CSV, or an Excel workbook whose cells are typed, so a phone number such as
// +234 803 000 0001 reads as it was typed (the CSV has to prefix it with an apostrophe, since a
// spreadsheet would take a leading + for a formula) and no text cell can ever be a formula.

type Contact = Awaited<ReturnType<typeof contactsPage>>["rows"][number];

/** Excel's sheet holds 1,048,576 rows: the header and this many enquiries. */
const XLSX_ROW_LIMIT = 1_048_575;

/** The columns, in order: ISO dates and type keys for machines, each beside the words a person reads. */
export const CONTACT_EXPORT_COLUMNS = [
  "id",
  "createdAt",
  "receivedLagos",
  "status",
  "source",
  "name",
  "email",
  "phone",
  "eventType",
  "eventTypeLabel",
  "eventDate",
  "eventDateReadable",
  "venue",
  "guestCount",
  "budget",
  "message",
  // Added at the end (issue 64), so the columns a sheet already reads keep their places.
  "company",
] as const;

export function exportRows(contacts: Contact[]) {
  return contacts.map((contact) => ({
    ...contact,
    createdAt: contact.createdAt.toISOString(),
    receivedLagos: readableMoment(contact.createdAt),
    eventTypeLabel: eventTypeLabel(contact.eventType),
    eventDateReadable: readableDate(contact.eventDate),
  }));
}

/**
 * The pages as an .xlsx workbook: numbers as numbers, everything else as text cells. A workbook is
 * a zip written whole, so it is built in memory; past Excel's row limit its last row says how many
 * were left out and that the CSV has them all.
 */
export async function contactsWorkbook(pages: AsyncIterable<Contact[]>, rowLimit = XLSX_ROW_LIMIT): Promise<Buffer> {
  const header = CONTACT_EXPORT_COLUMNS.map((column) => ({ value: column, fontWeight: "bold" as const }));
  const rows: ({ type: NumberConstructor; value: number } | { type: StringConstructor; value: string } | null)[][] = [];
  let leftOut = 0;
  for await (const page of pages) {
    const room = Math.max(0, rowLimit - rows.length);
    leftOut += Math.max(0, page.length - room);
    for (const row of exportRows(page.slice(0, room))) {
      rows.push(
        CONTACT_EXPORT_COLUMNS.map((column) => {
          const value = row[column];
          if (value === null || value === undefined || value === "") return null;
          return typeof value === "number" ? { type: Number, value } : { type: String, value: String(value) };
        }),
      );
    }
  }
  if (leftOut > 0) rows.push([{ type: String, value: `${leftOut} more enquiries do not fit in an Excel sheet: export as CSV to have them all.` }]);
  return writeExcelFile([header, ...rows], { sheet: "Enquiries" }).toBuffer();
}
