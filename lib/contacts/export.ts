import "server-only";
import writeExcelFile from "write-excel-file/node";
import { eventTypeLabel } from "@/fixed/enquiries";
import { readableDate, readableMoment } from "@/lib/dates/readable";
import type { listContacts } from "./queries";

// The inbox's export: CSV, or an Excel workbook whose cells are typed, so a phone number such as
// +234 803 000 0001 reads as it was typed (the CSV has to prefix it with an apostrophe, since a
// spreadsheet would take a leading + for a formula) and no text cell can ever be a formula.

type Contact = Awaited<ReturnType<typeof listContacts>>[number];

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

/** The rows as an .xlsx workbook: numbers as numbers, everything else as text cells. */
export async function contactsWorkbook(contacts: Contact[]): Promise<Buffer> {
  const header = CONTACT_EXPORT_COLUMNS.map((column) => ({ value: column, fontWeight: "bold" as const }));
  const rows = exportRows(contacts).map((row) =>
    CONTACT_EXPORT_COLUMNS.map((column) => {
      const value = row[column];
      if (value === null || value === undefined || value === "") return null;
      return typeof value === "number" ? { type: Number, value } : { type: String, value: String(value) };
    }),
  );
  return writeExcelFile([header, ...rows], { sheet: "Enquiries" }).toBuffer();
}
