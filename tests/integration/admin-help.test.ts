import { readFile } from "node:fs/promises";
import { beforeEach, describe, expect, it } from "vitest";
import { GET as guideImage } from "@/app/(admin)/admin/help/images/[name]/route";
import { adminTabHelpHref } from "@/components/admin/admin-page";
import { adminTabs } from "@/components/admin/admin-tabs";
import { headingAnchor } from "@/lib/docs/admin-guide";
import { signedInAdminCookie } from "../support/admin";
import { resetDatabase } from "../support/db";
import { request } from "../support/requests";

// The band's guide inside the panel: every tab's Help link lands on a heading of
// docs/admin-guide.md, and its pictures are served to the signed-in admin only, by name only.

const image = (name: string, cookie?: string) => guideImage(request("GET", `/admin/help/images/${encodeURIComponent(name)}`, { cookie }), { params: Promise.resolve({ name }) });
let cookie = "";

beforeEach(async () => {
  await resetDatabase();
  cookie = await signedInAdminCookie();
});

describe("the guide's sections", () => {
  it("has a section for every tab of the panel, where the tab's Help link points", async () => {
    const guide = await readFile("docs/admin-guide.md", "utf8");
    const anchors = [...guide.matchAll(/^## (.+)$/gm)].map((match) => headingAnchor(match[1]!));
    for (const tab of adminTabs) {
      const anchor = adminTabHelpHref(tab.value).split("#")[1];
      expect(anchors, `the guide has no section "${tab.label}"`).toContain(anchor);
    }
  });

  it("links only to its own sections and pictures that exist", async () => {
    const guide = await readFile("docs/admin-guide.md", "utf8");
    const anchors = new Set([...guide.matchAll(/^## (.+)$/gm)].map((match) => headingAnchor(match[1]!)));
    for (const [, target] of guide.matchAll(/\]\(#([^)]+)\)/g)) expect(anchors, `#${target}`).toContain(target);
    for (const [, picture] of guide.matchAll(/!\[[^\]]*\]\(images\/([^)]+)\)/g)) await expect(readFile(`docs/images/${picture}`)).resolves.toBeInstanceOf(Buffer);
  });
});

describe("GET /admin/help/images/<name>", () => {
  it("serves a picture of the guide to the signed-in admin", async () => {
    const response = await image("admin-overview-desktop.jpg", cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    expect(Buffer.from(await response.arrayBuffer()).subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });

  it("is for the signed-in admin only", async () => {
    expect((await image("admin-overview-desktop.jpg")).status).toBe(401);
  });

  it("answers 404 for a name that is not a picture of the guide, a path outside it included", async () => {
    for (const name of ["missing.jpg", "../admin-guide.md", "..%2F..%2Fpackage.json", "admin-guide.md", "/etc/passwd", "a.jpg\u0000.png"]) {
      expect((await image(name, cookie)).status, name).toBe(404);
    }
  });
});
