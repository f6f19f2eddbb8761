"use client";

import { AuditLog } from "./audit-log";
import { PasswordForm } from "./password-form";
import { SessionsList } from "./sessions-list";
import { TwoFactorSection } from "./two-factor-section";

/** The Security tab: the admin's sessions, two-factor sign-in, password and the audit log. */
export function SecurityTab() {
  return (
    <div className="space-y-10">
      <SessionsList />
      <TwoFactorSection />
      <PasswordForm />
      <AuditLog />
    </div>
  );
}
