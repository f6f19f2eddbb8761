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

export function toCsv<T extends Record<string, unknown>>(rows: T[], columns: (keyof T & string)[]): string {
  return [columns.join(","), ...rows.map((row) => columns.map((column) => cell(row[column])).join(","))].join("\r\n") + "\r\n";
}

export function csvResponse(csv: string, filename: string): Response {
  // A byte-order mark so Excel reads ₦ and accented names as UTF-8.
  return new Response("\uFEFF" + csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "no-store",
    },
  });
}
