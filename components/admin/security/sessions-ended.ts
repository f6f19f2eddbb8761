import { toast } from "sonner";
import { mutate } from "swr";

/**
 * After a change that signs out the other sessions (password, two-factor on or off): says how many
 * ended, and the tab's session list and audit log reload instead of showing them still signed in.
 */
export function announceSessionsEnded(title: string, endedSessions: number, noneEnded?: string): void {
  toast.success(title, { description: endedSessions ? `Signed out ${endedSessions} other session${endedSessions === 1 ? "" : "s"}.` : noneEnded });
  void mutate((key) => typeof key === "string" && (key === "/api/admin/sessions" || key.startsWith("/api/admin/audit-events")));
}
