import "server-only";
// CSV for spreadsheets: every cell is quoted, so whatever separator a spreadsheet splits on
// (comma, semicolon, tab, pipe) no part of a cell becomes a cell of its own, and a cell that a
// spreadsheet would run as a formula (=, +, -, @, tab, CR) is prefixed with a quote mark.

function cell(value: unknown): string {
  if (value === null || value === undefined) return "";
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

const csvLines = <T extends Record<string, unknown>>(rows: T[], columns: (keyof T & string)[]) =>
  rows.map((row) => columns.map((column) => cell(row[column])).join(",") + "\r\n").join("");

export function toCsv<T extends Record<string, unknown>>(rows: T[], columns: (keyof T & string)[]): string {
  return columns.join(",") + "\r\n" + csvLines(rows, columns);
}

const csvHeaders = (filename: string) => ({
  "Content-Type": "text/csv; charset=utf-8",
  "Content-Disposition": `attachment; filename="${filename}"`,
  "Cache-Control": "no-store",
});

// A byte-order mark so Excel reads ₦ and accented names as UTF-8.
const BOM = "\uFEFF";

export function csvResponse(csv: string, filename: string): Response {
  return new Response(BOM + csv, { headers: csvHeaders(filename) });
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
  return new Response(body, { headers: csvHeaders(filename) });
}
