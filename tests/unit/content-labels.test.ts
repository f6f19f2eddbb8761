// The Content tab shows the server's message beside the field it is about, so the message must
// name the field as the form labels it: "Text under the headline is required", not "Lead is
// required" beside a field called "Text under the headline".
import { describe, expect, it } from "vitest";
import { contentFields, type FieldSpec } from "@/components/admin/content/content-fields";
import { contentDefaults } from "@/lib/content/defaults";
import { contentKinds, type ContentKind } from "@/lib/validation/content";

/** The label's words a message starts with: a parenthetical aside ("(for blind visitors)") left out. */
const labelWords = (label: string) => label.replace(/\s*\(.*\)$/, "");

function withValueAt(data: Record<string, unknown>, name: string, value: unknown): Record<string, unknown> {
  const [key, ...rest] = name.split(".") as [string, ...string[]];
  if (rest.length === 0) return { ...data, [key]: value };
  return { ...data, [key]: withValueAt(data[key] as Record<string, unknown>, rest.join("."), value) };
}

/** The message the server gives for this field holding `value`, in an item otherwise valid. */
function messageFor(kind: ContentKind, spec: FieldSpec, value: unknown): string | undefined {
  const valid = contentDefaults[kind][0]!.data as Record<string, unknown>;
  const result = contentKinds[kind].schema.safeParse(withValueAt(valid, spec.name, value));
  expect(result.success, `${kind}.${spec.name} = ${JSON.stringify(value).slice(0, 40)} is refused`).toBe(false);
  return result.error?.issues.find((issue) => issue.path.join(".") === spec.name)?.message;
}

const textLike = (spec: FieldSpec) => spec.type === "text" || spec.type === "textarea" || spec.type === "image";

describe("the Content tab's messages name each field by its label", () => {
  for (const kind of Object.keys(contentFields) as ContentKind[]) {
    for (const spec of contentFields[kind].filter(textLike)) {
      const optional = "optional" in spec && spec.optional;
      it(`${kind}: ${spec.label}`, () => {
        // A required field left empty; an optional one too long (or, for a picture, not one).
        const bad = !optional ? "" : spec.type === "image" ? "javascript:alert(1)" : "x".repeat(5000);
        const message = messageFor(kind, spec, bad);
        expect(message, `${kind}.${spec.name}`).toBeDefined();
        expect(message).toMatch(new RegExp(`^${labelWords(spec.label).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} `));
      });
    }
  }
});
