import fc from "fast-check";
import { expect, test } from "./support";

// next-auth's routes need Next's request scope (its handler reads cookies() and headers()), so they
// are fuzzed here against the production server rather than in the Vitest fuzz suite: any action,
// any body, JSON, form or neither, from the same origin. Never a 5xx, never a session cookie.
const RUNS = Number(process.env.FUZZ_RUNS || 60);

const hostileText = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constantFrom("\u0000", "x\r\nSet-Cookie: a=b", "{", "[]", "null", "../../etc/passwd", "<script>", "%00", "e2e-admin"),
);
const action = fc.oneof(
  fc.constantFrom("signout", "signin/credentials", "callback/credentials", "session", "_log", "csrf", "providers", "error", "signin", "callback", "verify-request"),
  fc.stringMatching(/^[a-z_/-]{1,20}$/),
);
const contentType = fc.constantFrom("application/json", "application/x-www-form-urlencoded", "text/plain", "multipart/form-data; boundary=x", "");
const body = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
  fc
    .dictionary(fc.constantFrom("username", "password", "csrfToken", "callbackUrl", "json", "code", "redirect"), hostileText, { maxKeys: 5 })
    .map((fields) => JSON.stringify(fields)),
  fc
    .dictionary(fc.constantFrom("username", "password", "csrfToken", "callbackUrl", "json", "code"), hostileText, { maxKeys: 5 })
    .map((fields) => new URLSearchParams(fields).toString()),
  hostileText,
);

test("next-auth's endpoints answer any request below 500 and sign no one in", async ({ request, baseURL }) => {
  test.setTimeout(180_000);
  const cases = fc.sample(fc.tuple(action, contentType, body, fc.constantFrom("POST", "GET")), { numRuns: RUNS, seed: Number(process.env.FUZZ_SEED || 31) });
  for (const [name, type, payload, method] of cases) {
    const response = await request.fetch(`/api/auth/${name}`, {
      method,
      headers: { origin: new URL(baseURL!).origin, ...(type ? { "content-type": type } : {}) },
      data: method === "POST" ? payload : undefined,
      maxRedirects: 0,
      failOnStatusCode: false,
    });
    const label = `${method} /api/auth/${name} ${type} ${payload.slice(0, 100)}`;
    expect(response.status(), label).toBeLessThan(500);
    const cookies = response.headersArray().filter((header) => header.name.toLowerCase() === "set-cookie");
    expect(
      cookies.some((header) => /session-token=[^;]+/.test(header.value)),
      label,
    ).toBe(false);
  }
});
