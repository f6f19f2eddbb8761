import { mkdtempSync, rmSync, utimesSync, writeFileSync, mkdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { isLocalSiteUrl, launchChecklist, type LaunchState } from "@/lib/launch/checklist";
import { sampleLinks, samplePhones, samplePlayer } from "@/lib/launch/placeholders";
import { defaultSiteSettings } from "@/lib/validation/site-settings";
import { lastBackupAt } from "@/lib/launch/state";

const ready: LaunchState = {
  demoContentShowing: false,
  samplePhones: [],
  sampleLinks: [],
  samplePlayer: false,
  sampleContent: [],
  sampleClients: [],
  emailConfigured: true,
  paystackConfigured: true,
  siteUrl: "https://ekoliveband.ng",
  googleConnected: true,
  adsenseClient: "ca-pub-1234567890",
  generatedPasswordInUse: false,
  lastBackupAt: new Date("2026-11-20T10:00:00Z"),
  dismissed: [],
};

const ids = (state: LaunchState) => launchChecklist(state).map((item) => item.id);

describe("the launch checklist", () => {
  it("is empty when the install is ready", () => {
    expect(launchChecklist(ready)).toEqual([]);
  });

  it("lists everything on a fresh install, each with how to fix it", () => {
    const fresh: LaunchState = {
      demoContentShowing: true,
      samplePhones: ["+234 803 000 0001"],
      sampleLinks: ["Instagram"],
      samplePlayer: true,
      sampleContent: [{ kind: "testimonials", label: "Testimonial", count: 6, names: ["Funmi A.", "Chinedu O."] }],
      sampleClients: ["KLM Air France"],
      emailConfigured: false,
      paystackConfigured: false,
      siteUrl: "",
      googleConnected: false,
      adsenseClient: "",
      generatedPasswordInUse: true,
      lastBackupAt: null,
      dismissed: [],
    };
    const items = launchChecklist(fresh);
    expect(items.map((item) => item.id)).toEqual([
      "sample-contacts",
      "sample-content",
      "sample-clients",
      "demo-content",
      "ads",
      "admin-password",
      "google",
      "email",
      "paystack",
      "site-url",
      "backup",
    ]);
    for (const item of items) {
      expect(item.fix.length, item.id).toBeGreaterThan(20);
      // Nothing sends the band to the code or a rebuild; what only the operator can do says so.
      expect(item.fix, item.id).not.toMatch(/content\/|\.ts\b|rebuild/);
      if (item.operator) expect(item.fix, item.id).toMatch(/^Only whoever runs the server can fix this/);
    }
    expect(items.filter((item) => item.operator).map((item) => item.id)).toEqual(["email", "site-url", "backup"]);
    const contacts = items.find((item) => item.id === "sample-contacts")!;
    expect(contacts.fix).toContain("the sample phone numbers +234 803 000 0001 (Contact)");
    expect(contacts.fix).toContain("Instagram");
    expect(contacts.fix).toContain("streaming player");
    expect(contacts.link?.href).toBe("/admin/settings");
    expect(items.find((item) => item.id === "sample-content")?.fix).toContain("6 testimonials (Funmi A., Chinedu O.)");
    expect(items.find((item) => item.id === "sample-clients")?.fix).toContain("KLM Air France");
    expect(items.find((item) => item.id === "demo-content")?.link?.href).toBe("#demo-content-heading");
    expect(items.find((item) => item.id === "site-url")?.fix).toContain("not set");
    // Online deposits are optional: the band runs on bank transfers without them.
    expect(items.find((item) => item.id === "paystack")?.title).toContain("optional");
  });

  // Each condition alone: the item appears with it and is gone once it is fixed.
  const cases: [LaunchItemId, Partial<LaunchState>][] = [
    ["demo-content", { demoContentShowing: true }],
    ["sample-contacts", { samplePhones: ["+234 803 000 0002"] }],
    ["sample-contacts", { sampleLinks: ["Facebook"] }],
    ["sample-contacts", { samplePlayer: true }],
    ["sample-content", { sampleContent: [{ kind: "team", label: "Team member", count: 1, names: ["Adebayo Johnson"] }] }],
    ["sample-clients", { sampleClients: ["World Bank"] }],
    ["email", { emailConfigured: false }],
    ["site-url", { siteUrl: "http://localhost:3000" }],
    ["google", { googleConnected: false }],
    ["ads", { adsenseClient: "" }],
    ["admin-password", { generatedPasswordInUse: true }],
    ["backup", { lastBackupAt: null }],
    ["paystack", { paystackConfigured: false }],
  ];
  type LaunchItemId = ReturnType<typeof launchChecklist>[number]["id"];
  it.each(cases)("shows %s while its condition holds, and not once fixed", (id, condition) => {
    expect(ids({ ...ready, ...condition })).toEqual([id]);
    expect(ids(ready)).not.toContain(id);
  });

  it("treats unset, loopback, bare-host and malformed addresses as local, public ones not", () => {
    for (const url of ["", "  ", "http://localhost:3000", "http://127.0.0.1", "http://0.0.0.0:3000", "http://[::1]:3000", "http://bandbox.local", "http://server", "not a url"]) {
      expect(isLocalSiteUrl(url), url).toBe(true);
    }
    for (const url of ["https://ekoliveband.ng", "https://www.example.com/", "http://203.0.113.7"]) expect(isLocalSiteUrl(url), url).toBe(false);
  });

  it("says a public address that is not https is the problem, not that it is unset", () => {
    const item = launchChecklist({ ...ready, siteUrl: "http://ekoliveband.ng" }).find((entry) => entry.id === "site-url");
    expect(item?.title).toBe("The site's public address is not https");
    expect(item?.fix).toContain('"http://ekoliveband.ng"');
    expect(launchChecklist({ ...ready, siteUrl: "https://ekoliveband.ng" }).some((entry) => entry.id === "site-url")).toBe(false);
  });
});

describe("sample values in the settings", () => {
  it("finds the shipped phone numbers, links and player in a fresh install's settings", () => {
    expect(samplePhones(defaultSiteSettings)).toEqual(["+234 803 000 0001", "+234 803 000 0002", "+234 803 000 0003"]);
    expect(sampleLinks(defaultSiteSettings)).toEqual(["Instagram", "Facebook", "YouTube", "TikTok"]);
    expect(samplePlayer(defaultSiteSettings)).toBe(true);
  });

  it("lets go of each value the band has replaced or cleared", () => {
    const settings = {
      ...defaultSiteSettings,
      phones: [
        { number: "2348031234567", whatsapp: true },
        { number: "2348030000002", whatsapp: false },
      ],
      socials: { ...defaultSiteSettings.socials, instagram: "https://www.instagram.com/the.real.band", facebook: "https://www.facebook.com/ekoliveband/", youtube: "", tiktok: "" },
      streamingUrl: "https://open.spotify.com/artist/4q3ewBCX7sLwd24euuV69X?si=abc",
    };
    expect(samplePhones(settings)).toEqual(["+234 803 000 0002"]);
    expect(sampleLinks(settings)).toEqual(["Facebook"]);
    expect(samplePlayer(settings)).toBe(false);
    expect(samplePlayer({ streamingUrl: "" })).toBe(false);
  });
});

describe("the newest backup", () => {
  it("is none without the folder or without archives, else the newest archive's time", () => {
    const data = mkdtempSync(path.join(os.tmpdir(), "launch-backups-"));
    try {
      const folder = path.join(data, "backups");
      expect(lastBackupAt(folder)).toBeNull();
      mkdirSync(folder);
      writeFileSync(path.join(folder, ".partial"), "");
      writeFileSync(path.join(folder, "notes.txt"), "");
      expect(lastBackupAt(folder)).toBeNull();
      const archives: [string, string][] = [
        ["band-backup-20261120-100000.tar.gz", "2026-11-20T10:00:00Z"],
        ["band-backup-20261122-100000.tar.gz", "2026-11-22T10:00:00Z"],
      ];
      for (const [name, time] of archives) {
        writeFileSync(path.join(folder, name), "archive");
        utimesSync(path.join(folder, name), new Date(time), new Date(time));
      }
      expect(lastBackupAt(folder)?.toISOString()).toBe("2026-11-22T10:00:00.000Z");
    } finally {
      rmSync(data, { recursive: true, force: true });
    }
  });
});
