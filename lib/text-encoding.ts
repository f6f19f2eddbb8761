import "server-only";
import iconv from "iconv-lite";
import { ApiError } from "@/lib/common/api-error";

// A text file the band uploads (a CSV from Excel, Google Sheets or Numbers), read in the encoding
// it was saved in: UTF-8 with or without a byte-order mark, UTF-16 by its mark, or, when the bytes
// are not UTF-8, Windows-1252 (Excel's "CSV" on Windows; a superset of Latin-1). iconv-lite decodes
// them: Node's own TextDecoder reads windows-1252 as Latin-1 (0x93 is not “).

export type DecodedText = { text: string; encoding: string };

const SAVE_AS_UTF8 = "Save it as CSV UTF-8 and try again.";
const unreadable = (why: string) => new ApiError(400, "invalid_input", `${why} ${SAVE_AS_UTF8}`);

/** The file's text and the encoding it was read in; throws a 400 for one that cannot be read as text. */
export function decodeTextFile(bytes: Uint8Array): DecodedText {
  const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const starts = (...mark: number[]) => mark.every((byte, index) => data[index] === byte);
  if (starts(0x00, 0x00, 0xfe, 0xff) || starts(0xff, 0xfe, 0x00, 0x00)) throw unreadable("The file is in UTF-32, which is not read here.");
  if (starts(0xef, 0xbb, 0xbf)) {
    const text = utf8(data.subarray(3));
    if (text === null) throw unreadable("The file is not valid UTF-8.");
    return { text, encoding: "UTF-8" };
  }
  if (starts(0xff, 0xfe)) return { text: iconv.decode(data.subarray(2), "utf-16le"), encoding: "UTF-16LE" };
  if (starts(0xfe, 0xff)) return { text: iconv.decode(data.subarray(2), "utf-16be"), encoding: "UTF-16BE" };
  // NULs without a mark: UTF-16 that did not say so, or not text at all.
  if (data.includes(0)) throw unreadable("The file looks like UTF-16 without a byte-order mark, or is not text.");
  const text = utf8(data);
  return text === null ? { text: iconv.decode(data, "windows-1252"), encoding: "Windows-1252" } : { text, encoding: "UTF-8" };
}

/** The bytes as UTF-8, or null where they are not valid UTF-8. */
function utf8(data: Buffer): string | null {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(data);
  } catch {
    return null;
  }
}
