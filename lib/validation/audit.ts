import { z } from "zod";
import "./jitless";
import { pageCursorSchema } from "./page-cursor";

/** Every action the audit log records. */
export const auditActions = [
  "sign-in",
  "lockout",
  "sign-out",
  "password-change",
  "session-end",
  "export",
  "delete",
  "status-change",
  "track-change",
  "logo-change",
  "integration-connect",
  "two-factor-enable",
  "two-factor-disable",
  "two-factor-recovery-codes",
  "two-factor-reset",
  "recovery-code-use",
  "calendar-change",
  "settings-change",
  "gallery-change",
  "content-change",
  "quote-send",
  "payment",
  "booking-cancel",
  "reply-recorded",
  "alerts-change",
  "team-invite",
  "team-invite-withdraw",
  "team-join",
  "team-role-change",
  "team-remove",
  "team-policy",
  "access-refused",
  "terms-accepted",
  "bill-to-change",
  "privacy.lookup",
  "privacy.erase",
  "privacy.request-done",
  "privacy.retention",
] as const;
const auditOutcomes = ["success", "failure"] as const;

export type AuditAction = (typeof auditActions)[number];
export type AuditOutcome = (typeof auditOutcomes)[number];

export const auditActionLabels: Record<AuditAction, string> = {
  "sign-in": "Sign-in",
  lockout: "Lockout",
  "sign-out": "Sign-out",
  "password-change": "Password change",
  "session-end": "Session ended",
  export: "Export",
  delete: "Deletion",
  "status-change": "Status change",
  "track-change": "Track change",
  "logo-change": "Logo change",
  "integration-connect": "Integration connected",
  "two-factor-enable": "Two-factor on",
  "two-factor-disable": "Two-factor off",
  "two-factor-recovery-codes": "New recovery codes",
  "two-factor-reset": "Two-factor reset",
  "recovery-code-use": "Recovery code used",
  "calendar-change": "Calendar change",
  "settings-change": "Settings change",
  "gallery-change": "Gallery change",
  "content-change": "Content change",
  "quote-send": "Quote sent",
  payment: "Payment",
  "booking-cancel": "Booking cancelled",
  "reply-recorded": "Reply recorded",
  "alerts-change": "Alerts change",
  "team-invite": "Team invitation",
  "team-invite-withdraw": "Invitation withdrawn",
  "team-join": "Joined the team",
  "team-role-change": "Role change",
  "team-remove": "Removed from the team",
  "team-policy": "Team sign-in rule",
  "access-refused": "Refused: outside the role",
  "terms-accepted": "Booking terms accepted by a client",
  "bill-to-change": "Invoice made out to someone else",
  "privacy.lookup": "A person's data looked up",
  "privacy.erase": "A person's data erased",
  "privacy.request-done": "A privacy request marked answered",
  "privacy.retention": "Old data deleted by the retention periods",
};

/** The Security tab's filters and page: GET /api/admin/audit-events?action=&outcome=&username=&cursor=&limit= */
export const auditQuerySchema = z.object({
  action: z.enum(auditActions).optional(),
  outcome: z.enum(auditOutcomes).optional(),
  username: z.string().trim().max(100).optional(),
  cursor: pageCursorSchema.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export type AuditEventView = {
  id: number;
  createdAt: string;
  username: string | null;
  action: AuditAction;
  target: string | null;
  ipAddress: string | null;
  userAgent: string | null;
  outcome: AuditOutcome;
};
