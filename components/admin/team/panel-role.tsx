"use client";

import { createContext, useContext, type ReactNode } from "react";
import { can, type Access, type Role, type Section } from "@/lib/common/roles";

// The signed-in person's role, for the panel's client components to hide what the role cannot use.
// Hiding is only a courtesy: every route checks the role itself (lib/auth/guard.ts).
const PanelRole = createContext<Role | null>(null);

export function PanelRoleProvider({ role, children }: { role: Role; children: ReactNode }) {
  return <PanelRole.Provider value={role}>{children}</PanelRole.Provider>;
}

/** Whether the person may `access` the section; outside the panel's frame (no provider) the server decides alone. */
export function useCan(section: Section, access: Access): boolean {
  const role = useContext(PanelRole);
  return role === null || can(role, section, access);
}
