"use client";

import { AuditLog } from "./audit-log";
import { PasswordForm } from "./password-form";
import { SessionsList } from "./sessions-list";

/** The Security tab: the admin's sessions, password and the audit log. */
export function SecurityTab() {
  return (
    <div className="space-y-10">
      <SessionsList />
      <PasswordForm />
      <AuditLog />
    </div>
  );
}
