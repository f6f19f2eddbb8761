import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

/** The text of a PDF as Debian's pdftotext (poppler-utils) reads it: what a reader could select and copy. */
export function pdfText(pdf: Buffer | Uint8Array): string {
  return execFileSync("pdftotext", ["-enc", "UTF-8", "-layout", "-", "-"], { input: pdf }).toString("utf8");
}

/** The fonts a PDF uses and whether each is embedded (pdffonts' "emb" column). */
export function pdfFonts(pdf: Buffer | Uint8Array): { name: string; embedded: boolean }[] {
  const lines = execFileSync("pdffonts", ["-"], { input: pdf }).toString("utf8").split("\n").slice(2).filter(Boolean);
  return lines.map((line) => {
    const columns = line.trim().split(/\s+/);
    // name type [encoding words…] emb sub uni object-id generation: emb is the fifth from the end.
    return { name: columns[0]!, embedded: columns.at(-5) === "yes" };
  });
}

/** The page size in points from pdfinfo ("Page size: 595.28 x 841.89 pts (A4)"). */
export function pdfPageSize(pdf: Buffer | Uint8Array): string {
  const info = execFileSync("pdfinfo", ["-"], { input: pdf }).toString("utf8");
  return /Page size:\s+(.*)/.exec(info)?.[1] ?? "";
}

/** How many pages a PDF has (pdfinfo). */
export function pdfPageCount(pdf: Buffer | Uint8Array): number {
  return Number(/Pages:\s+(\d+)/.exec(execFileSync("pdfinfo", ["-"], { input: pdf }).toString("utf8"))?.[1]);
}

/** How many pictures a PDF draws (pdfimages -list, which reads a file, not its input). */
export function pdfImageCount(pdf: Buffer | Uint8Array): number {
  const dir = mkdtempSync(path.join(os.tmpdir(), "pdf-images-"));
  try {
    const file = path.join(dir, "document.pdf");
    writeFileSync(file, pdf);
    return execFileSync("pdfimages", ["-list", file]).toString("utf8").split("\n").slice(2).filter(Boolean).length;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
