import "server-only";
import { fileReply } from "@/lib/http";
import { stringify } from "csv-stringify/sync";
// CSV for spreadsheets, written by csv-stringify: every cell is quoted, so whatever separator a
// spreadsheet splits on (comma, semicolon, tab, pipe) no part of a cell becomes a cell of its own,
// and a cell that a spreadsheet would run as a formula (=, +, -, @, tab, CR) is prefixed with a quote mark.

const formulaSafe = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

const csvOptions = {
  quoted: true,
  record_delimiter: "\r\n",
  cast: { string: formulaSafe, number: (value: number) => formulaSafe(String(value)), boolean: String, date: (value: Date) => value.toISOString() },
} as const;

const csvLines = <T extends Record<string, unknown>>(rows: T[], columns: (keyof T & string)[]) =>
  rows.length
    ? stringify(
        rows.map((row) => columns.map((column) => row[column])),
        csvOptions,
      )
    : "";

export function toCsv<T extends Record<string, unknown>>(rows: T[], columns: (keyof T & string)[]): string {
  return columns.join(",") + "\r\n" + csvLines(rows, columns);
}

const csvFile = (filename: string) => ({ type: "text/csv; charset=utf-8", filename });

// A byte-order mark so Excel reads ₦ and accented names as UTF-8.
const BOM = "\uFEFF";

export function csvResponse(csv: string, filename: string): Response {
  return fileReply(BOM + csv, csvFile(filename));
}

/** A CSV download written page by page as the client reads it: a list of any length is never held whole. */
export function csvStreamResponse<T extends Record<string, unknown>>(pages: AsyncIterable<T[]>, columns: (keyof T & string)[], filename: string): Response {
  const encoder = new TextEncoder();
  const iterator = pages[Symbol.asyncIterator]();
  const body = new ReadableStream<Uint8Array>({
    start: (controller) => controller.enqueue(encoder.encode(BOM + columns.join(",") + "\r\n")),
    async pull(controller) {
      const next = await iterator.next();
      if (next.done) return controller.close();
      controller.enqueue(encoder.encode(csvLines(next.value, columns)));
    },
    cancel: async () => void (await iterator.return?.()),
  });
  return fileReply(body, csvFile(filename));
}
