import "server-only";
import iconv from "iconv-lite";

// A text file the band uploads (a CSV from Excel, Google Sheets or Numbers), read in the encoding
// it was saved in: UTF-8 with or without a byte-order mark, UTF-16 by its mark, or, when the bytes
// are not UTF-8, Windows-1252 (Excel's "CSV" on Windows; a superset of Latin-1). iconv-lite decodes
// them: Node's own TextDecoder reads windows-1252 as Latin-1 (0x93 is not “).

export type DecodedText = { ok: true; text: string; encoding: string } | { ok: false; error: string };

const SAVE_AS_UTF8 = "Save it as CSV UTF-8 and try again.";

export function decodeTextFile(bytes: Uint8Array): DecodedText {
  const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const starts = (...mark: number[]) => mark.every((byte, index) => data[index] === byte);
  if (starts(0x00, 0x00, 0xfe, 0xff) || starts(0xff, 0xfe, 0x00, 0x00)) return { ok: false, error: `The file is in UTF-32, which is not read here. ${SAVE_AS_UTF8}` };
  if (starts(0xef, 0xbb, 0xbf)) return utf8(data.subarray(3));
  if (starts(0xff, 0xfe)) return { ok: true, text: iconv.decode(data.subarray(2), "utf-16le"), encoding: "UTF-16LE" };
  if (starts(0xfe, 0xff)) return { ok: true, text: iconv.decode(data.subarray(2), "utf-16be"), encoding: "UTF-16BE" };
  // NULs without a mark: UTF-16 that did not say so, or not text at all.
  if (data.includes(0)) return { ok: false, error: `The file looks like UTF-16 without a byte-order mark, or is not text. ${SAVE_AS_UTF8}` };
  const asUtf8 = utf8(data);
  if (asUtf8.ok) return asUtf8;
  return { ok: true, text: iconv.decode(data, "windows-1252"), encoding: "Windows-1252" };
}

function utf8(data: Buffer): DecodedText {
  try {
    return { ok: true, text: new TextDecoder("utf-8", { fatal: true }).decode(data), encoding: "UTF-8" };
  } catch {
    return { ok: false, error: `The file is not valid UTF-8. ${SAVE_AS_UTF8}` };
  }
}
