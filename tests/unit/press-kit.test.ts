import { describe, expect, it } from "vitest";
import { fieldError, formBody, fromFormValue, toFormValue, valueAt, type FieldSpec } from "@/components/admin/content/content-fields";
import { firstParagraph } from "@/lib/press/epk-pdf";
import { photoFileName } from "@/lib/press/photos-zip";

// Issue 67: the press kit's ZIP names, the one-page kit's bio, and the panel's rider form.

describe("press photo file names", () => {
  it("names each photo by its title, without characters file systems refuse, each once", () => {
    const taken = new Set<string>();
    expect(photoFileName("Wedding at Eko Hotel", taken)).toBe("Wedding at Eko Hotel.jpg");
    expect(photoFileName("wedding at eko hotel", taken)).toBe("wedding at eko hotel (2).jpg");
    expect(photoFileName('Lekki: "Owambe" 2/3 *live*?', taken)).toBe("Lekki Owambe 2 3 live.jpg");
    expect(photoFileName("../../etc/passwd", taken)).toBe("etc passwd.jpg");
    expect(photoFileName("  ...  ", taken)).toBe("Photo.jpg");
    expect(photoFileName("Ẹ̀gbá dancers", taken)).toBe("Ẹ̀gbá dancers.jpg");
    expect(photoFileName("x".repeat(200), taken)).toBe(`${"x".repeat(80)}.jpg`);
  });
});

describe("the one-page kit's bio", () => {
  it("takes the long bio's first paragraph, cut at a word when it is long", () => {
    expect(firstParagraph("First part.\n\nSecond part.")).toBe("First part.");
    const long = `${"word ".repeat(200)}end`;
    const cut = firstParagraph(long, 100);
    expect(cut.length).toBeLessThanOrEqual(101);
    expect(cut.endsWith("word…")).toBe(true);
  });
});

describe("the panel's press kit form", () => {
  const inputs: FieldSpec = { name: "rider.inputs", label: "Input list", type: "inputs" };
  const facts: FieldSpec = { name: "facts", label: "Facts", type: "facts" };

  it("reads and writes the input list one line per channel", () => {
    const value = [
      { channel: 1, source: "Kick drum", notes: "Beta 91A" },
      { channel: 14, source: "Lead vocal", notes: "" },
    ];
    const text = toFormValue(inputs, value);
    expect(text).toBe("1 | Kick drum | Beta 91A\n14 | Lead vocal");
    expect(fromFormValue(inputs, `${text}\n\n  `)).toEqual([
      { channel: 1, source: "Kick drum", notes: "Beta 91A" },
      { channel: 14, source: "Lead vocal", notes: "" },
    ]);
    // A channel that is not a number goes to the server as written, for it to name the line.
    expect(fromFormValue(inputs, "one | Snare")).toEqual([{ channel: "one", source: "Snare", notes: "" }]);
    expect(fromFormValue(facts, "Founded | 2004, Lagos")).toEqual([{ label: "Founded", value: "2004, Lagos" }]);
  });

  it("sends nested fields nested and names the line of a problem", () => {
    expect(
      formBody([
        ["shortBio", "Hi"],
        ["rider.stage", "6 × 4 m"],
        ["rider.power", "32 A"],
      ]),
    ).toEqual({ shortBio: "Hi", rider: { stage: "6 × 4 m", power: "32 A" } });
    expect(valueAt({ rider: { stage: "6 × 4 m" } }, "rider.stage")).toBe("6 × 4 m");
    expect(valueAt({}, "rider.stage")).toBeUndefined();
    expect(fieldError(inputs, { "rider.inputs.2.source": "Source is required" })).toBe("Line 3: Source is required");
    expect(fieldError(inputs, { "rider.inputs": "At most 48 inputs" })).toBe("At most 48 inputs");
    expect(fieldError({ name: "rider.stage", label: "Stage", type: "textarea" }, { "rider.stage": "Stage is required" })).toBe("Stage is required");
  });
});
