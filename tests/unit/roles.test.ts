import { describe, expect, it } from "vitest";
import { can, roles, sections, type Section } from "@/lib/common/roles";
import { adminTabs, tabsFor } from "@/components/admin/admin-tabs";

// Issue 62's table, row by row (owner, manager, front-desk, music, accounts): w write, r read, - none.
const issueTable: Record<Section, string> = {
  team: "w - - - -",
  site: "w w - - -",
  media: "w w - w -",
  enquiries: "w w w r r",
  quotes: "w w w - r",
  payments: "w w r - w",
  plans: "w w r w -",
  players: "w w r w r", // issue 63: owner, manager and music manage players; the others read
  insights: "w w r - r",
  privacy: "w w - - -", // issue 66: owner and manager only
  self: "w w w w w",
};

describe("the roles' table", () => {
  it("names the roles as the API does", () => {
    expect(roles).toEqual(["owner", "manager", "front-desk", "music", "accounts"]);
  });

  it.each(sections)("%s is the issue's row", (section) => {
    const row = roles.map((role) => (can(role, section, "write") ? "w" : can(role, section, "read") ? "r" : "-")).join(" ");
    expect(row).toBe(issueTable[section]);
  });

  it("shows each role only the tabs it can open", () => {
    expect(tabsFor("owner").map((tab) => tab.value)).toEqual(adminTabs.map((tab) => tab.value));
    expect(tabsFor("front-desk").map((tab) => tab.value)).not.toContain("settings");
    expect(tabsFor("front-desk").map((tab) => tab.value)).not.toContain("team");
    expect(tabsFor("music").map((tab) => tab.value)).toEqual(["overview", "music", "gallery", "contacts", "repertoire", "players", "calendar", "security"]);
    expect(tabsFor("accounts").map((tab) => tab.value)).toContain("payments");
    expect(tabsFor("manager").map((tab) => tab.value)).not.toContain("team");
  });
});
