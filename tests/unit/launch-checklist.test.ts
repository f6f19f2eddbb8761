import { mkdtempSync, rmSync, utimesSync, writeFileSync, mkdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { isLocalSiteUrl, launchChecklist, type LaunchState } from "@/lib/launch/checklist";
import { currentContactContent, placeholderLinks, placeholderPhones } from "@/lib/launch/placeholders";
import { lastBackupAt } from "@/lib/launch/state";

const ready: LaunchState = {
  demoContentShowing: false,
  placeholderPhones: [],
  placeholderLinks: [],
  emailConfigured: true,
  siteUrl: "https://ekoliveband.ng",
  googleConnected: true,
  adsenseClient: "ca-pub-1234567890",
  generatedPasswordInUse: false,
  lastBackupAt: new Date("2026-11-20T10:00:00Z"),
};

const ids = (state: LaunchState) => launchChecklist(state).map((item) => item.id);

describe("the launch checklist", () => {
  it("is empty when the install is ready", () => {
    expect(launchChecklist(ready)).toEqual([]);
  });

  it("lists everything on a fresh install, each with how to fix it", () => {
    const fresh: LaunchState = {
      demoContentShowing: true,
      placeholderPhones: ["+2348030000001"],
      placeholderLinks: ["the Instagram link"],
      emailConfigured: false,
      siteUrl: "",
      googleConnected: false,
      adsenseClient: "",
      generatedPasswordInUse: true,
      lastBackupAt: null,
    };
    const items = launchChecklist(fresh);
    expect(items.map((item) => item.id)).toEqual(["demo-content", "placeholder-contacts", "email", "site-url", "google", "ads", "admin-password", "backup"]);
    for (const item of items) expect(item.fix.length, item.id).toBeGreaterThan(20);
    expect(items.find((item) => item.id === "placeholder-contacts")?.fix).toContain("+2348030000001, the Instagram link");
    expect(items.find((item) => item.id === "demo-content")?.link?.href).toBe("#demo-content-heading");
    expect(items.find((item) => item.id === "site-url")?.fix).toContain("not set");
  });

  // Each condition alone: the item appears with it and is gone once it is fixed.
  const cases: [LaunchItemId, Partial<LaunchState>][] = [
    ["demo-content", { demoContentShowing: true }],
    ["placeholder-contacts", { placeholderPhones: ["+2348030000002"] }],
    ["placeholder-contacts", { placeholderLinks: ["the Spotify player's artist id"] }],
    ["email", { emailConfigured: false }],
    ["site-url", { siteUrl: "http://localhost:3000" }],
    ["google", { googleConnected: false }],
    ["ads", { adsenseClient: "" }],
    ["admin-password", { generatedPasswordInUse: true }],
    ["backup", { lastBackupAt: null }],
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
});

describe("placeholders in content/", () => {
  it("finds the shipped phone numbers and links in the content as shipped", () => {
    const content = currentContactContent();
    expect(placeholderPhones(content)).toEqual(["+2348030000001", "+2348030000002", "+2348030000003"]);
    expect(placeholderLinks(content)).toContain("the Instagram link");
    expect(placeholderLinks(content)).toContain("the Spotify player's artist id");
  });

  it("lets go of each value the band has replaced", () => {
    const content = {
      phones: ["2348031234567", "2348030000002"],
      links: [
        { name: "Instagram", href: "https://www.instagram.com/the.real.band" },
        { name: "Facebook", href: "https://www.facebook.com/ekoliveband/" },
      ],
      spotifyEmbed: "https://open.spotify.com/embed/artist/4q3ewBCX7sLwd24euuV69X?utm_source=generator",
    };
    expect(placeholderPhones(content)).toEqual(["+2348030000002"]);
    expect(placeholderLinks(content)).toEqual(["the Facebook link"]);
    expect(placeholderLinks({ ...content, links: [] })).toEqual([]);
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
