import { describe, expect, it } from "vitest";
import { decodeStaleForm, encodeStaleForm, postedActionIds, staleFormPost } from "@/lib/forms/stale-action";

// lib/forms/stale-action.ts: which posts name an action the build does not have, and the words
// they carry to /send-again (proxy.ts).

const KNOWN = `60${"12".repeat(20)}`;
const GONE = `60${"ab".repeat(20)}`;
const isKnown = (id: string) => id === KNOWN;

function formPost(fields: [string, string][], headers: Record<string, string> = {}) {
  const body = new FormData();
  for (const [name, value] of fields) body.append(name, value);
  return new Request("http://band.test/quote", { method: "POST", body, headers });
}

const boundAction = (id: string): [string, string][] => [
  ["$ACTION_REF_1", ""],
  ["$ACTION_1:0", JSON.stringify({ id, bound: "$@1" })],
  ["$ACTION_1:1", '[{"status":"idle"}]'],
  ["$ACTION_KEY", "k1"],
];

describe("a form post's actions", () => {
  it("are read from React's hidden fields, bound or not", () => {
    const form = new FormData();
    form.append(`$ACTION_ID_${KNOWN}`, "");
    for (const [name, value] of boundAction(GONE)) form.append(name, value);
    form.append("name", "Adé");
    expect(postedActionIds(form)).toEqual([KNOWN, GONE]);
  });

  it("make a post stale when one is not this build's, with the visitor's words and which form it was", async () => {
    const words: [string, string][] = [
      ["formSource", "quote"],
      ["name", "Adé Bankole"],
      ["phone", "0803 777 8888"],
    ];
    expect(await staleFormPost(formPost([...boundAction(GONE), ...words]), isKnown)).toEqual({
      form: "quote",
      values: { formSource: "quote", name: "Adé Bankole", phone: "0803 777 8888" },
    });
    expect(await staleFormPost(formPost([...boundAction(GONE), ["email", "a@b.ng"]]), isKnown)).toEqual({ form: "newsletter", values: { email: "a@b.ng" } });
    expect(await staleFormPost(formPost([...boundAction(GONE), ["token", "t0k"]]), isKnown)).toEqual({ form: "unsubscribe", values: { token: "t0k" } });
    // Malformed: not an action of this build either.
    expect(
      await staleFormPost(
        formPost([
          ["$ACTION_REF_1", ""],
          ["$ACTION_1:0", "{not json"],
          ["formSource", "home"],
        ]),
        isKnown,
      ),
    ).toMatchObject({ form: "home" });
  });

  it("leave every other request to Next.js", async () => {
    expect(await staleFormPost(formPost([...boundAction(KNOWN), ["formSource", "quote"]]), isKnown), "this build's action").toBeNull();
    expect(await staleFormPost(formPost([["name", "x"]]), isKnown), "no action named").toBeNull();
    expect(await staleFormPost(formPost(boundAction(GONE), { "next-action": GONE }), isKnown), "a fetch action: the page's script handles it").toBeNull();
    expect(await staleFormPost(new Request("http://band.test/quote"), isKnown), "a GET").toBeNull();
    expect(await staleFormPost(formPost(boundAction(GONE)), null), "no manifest on this server's disk (Vercel)").toBeNull();
    const json = new Request("http://band.test/quote", { method: "POST", body: "{}", headers: { "content-type": "application/json" } });
    expect(await staleFormPost(json, isKnown)).toBeNull();
    const broken = new Request("http://band.test/quote", { method: "POST", body: "--x\r\nnonsense", headers: { "content-type": "multipart/form-data; boundary=x" } });
    expect(await staleFormPost(broken, isKnown)).toBeNull();
  });
});

describe("the words' header", () => {
  it("carries Unicode there and back, and refuses anything but a stale form", () => {
    const form = { form: "contact" as const, values: { name: "Ọmọ Ìyá Mi", message: "Jùjú 🎺" } };
    const header = encodeStaleForm(form);
    expect(header).toMatch(/^[\w-]+$/);
    expect(decodeStaleForm(header)).toEqual(form);
    expect(decodeStaleForm(null)).toBeNull();
    expect(decodeStaleForm("%%%")).toBeNull();
    expect(decodeStaleForm(Buffer.from(JSON.stringify({ form: "admin", values: {} })).toString("base64url"))).toBeNull();
  });
});
