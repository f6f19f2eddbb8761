import { describe, expect, it } from "vitest";
import { siteUrlProblem } from "../../scripts/lib/site-url.mjs";

// npm start (scripts/start.mjs, server.mjs) refuses to serve others without NEXT_PUBLIC_SITE_URL,
// the address every link and redirect points at; a server for this machine alone may go without.

describe("starting without NEXT_PUBLIC_SITE_URL", () => {
  it("is refused for a server others can reach, naming the variable", () => {
    for (const env of [
      {},
      { HOSTNAME: "0.0.0.0" },
      { HOSTNAME: "203.0.113.7" },
      { HOSTNAME: "127.0.0.1", TRUST_PROXY: "1" },
      { TRUST_PROXY: "1" },
      { NEXT_PUBLIC_SITE_URL: "  " },
    ]) {
      expect(siteUrlProblem(env), JSON.stringify(env)).toMatch(/^NEXT_PUBLIC_SITE_URL is not set\. Set it to the site's public address/);
    }
  });

  it("is allowed for this machine alone, and anything goes once it is set", () => {
    for (const env of [{ HOSTNAME: "localhost" }, { HOSTNAME: "127.0.0.1" }, { HOSTNAME: "::1" }, { HOSTNAME: "127.0.0.1", TRUST_PROXY: "0" }])
      expect(siteUrlProblem(env), JSON.stringify(env)).toBeNull();
    expect(siteUrlProblem({ NEXT_PUBLIC_SITE_URL: "https://ekoliveband.com", HOSTNAME: "0.0.0.0", TRUST_PROXY: "1" })).toBeNull();
  });
});
