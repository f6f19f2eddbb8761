// Who may do what in the panel (issue 62): the one table every admin route, page and panel tab
// reads. Shared by the server (the guard) and the browser (which tabs to show); hiding a tab is
// never the guard.

/** The roles, exactly as the API names them. */
export const roles = ["owner", "manager", "front-desk", "music", "accounts"] as const;
export type Role = (typeof roles)[number];

export const roleLabels: Record<Role, string> = {
  owner: "Owner",
  manager: "Manager",
  "front-desk": "Front desk",
  music: "Music director",
  accounts: "Accounts",
};

export const roleSummaries: Record<Role, string> = {
  owner: "Everything, including the team: invitations, roles, removing people.",
  manager: "Everything but the team.",
  "front-desk": "Answers enquiries, WhatsApp and quotes; sees payments, plans and analytics.",
  music: "Music, gallery, repertoire, run sheets and the players' lineups; sees enquiries, not fees.",
  accounts: "Payments, receipts and the export; sees enquiries, quotes and analytics.",
};

/**
 * The panel's sections. `self` is what every person has for themselves: their password, their
 * two-factor sign-in, their sessions, their alert devices, the guide.
 */
export const sections = ["team", "site", "media", "enquiries", "quotes", "payments", "plans", "players", "insights", "privacy", "self"] as const;
export type Section = (typeof sections)[number];
export type Access = "read" | "write";

const W = "write" as const;
const R = "read" as const;

/** The table: each section's access per role; a role missing from a row has none. */
const accessTable: Record<Section, Partial<Record<Role, Access>>> = {
  team: { owner: W },
  site: { owner: W, manager: W },
  media: { owner: W, manager: W, music: W },
  enquiries: { owner: W, manager: W, "front-desk": W, music: R, accounts: R },
  quotes: { owner: W, manager: W, "front-desk": W, accounts: R },
  payments: { owner: W, manager: W, "front-desk": R, accounts: W },
  plans: { owner: W, manager: W, "front-desk": R, music: W },
  /** Players, each event's lineup and invitations (issue 63); what they are paid is `payments`. */
  players: { owner: W, manager: W, music: W, "front-desk": R, accounts: R },
  insights: { owner: W, manager: W, "front-desk": R, accounts: R },
  /** A person's data found, exported and erased (issue 66): the owner and the manager only. */
  privacy: { owner: W, manager: W },
  self: { owner: W, manager: W, "front-desk": W, music: W, accounts: W },
};

export const isRole = (value: unknown): value is Role => typeof value === "string" && (roles as readonly string[]).includes(value);

/** Whether `role` may `access` the section; write includes read. */
export function can(role: Role, section: Section, access: Access): boolean {
  const granted = accessTable[section][role];
  return granted === "write" || (granted === "read" && access === "read");
}

/** Reads are GET and HEAD; every other method writes. */
export const accessOfMethod = (method: string): Access => (method === "GET" || method === "HEAD" ? "read" : "write");

/** The roles that may read enquiries: they get the alerts (WhatsApp and push). */
export const rolesThatRead = (section: Section): Role[] => roles.filter((role) => can(role, section, "read"));
