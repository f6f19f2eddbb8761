"use client";

import { PasswordForm } from "./password-form";
import { SessionsList } from "./sessions-list";

/** The Security tab: the admin's sessions and password. */
export function SecurityTab() {
  return (
    <div className="space-y-10">
      <SessionsList />
      <PasswordForm />
    </div>
  );
}
