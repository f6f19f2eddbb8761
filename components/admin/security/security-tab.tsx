"use client";

import { PasswordForm } from "./password-form";

/** The Security tab: the admin's password (sessions, the audit log and 2FA join it here). */
export function SecurityTab() {
  return (
    <div className="space-y-10">
      <PasswordForm />
    </div>
  );
}
