"use client";

import { AlertDevices } from "@/components/admin/settings/alert-devices";
import { AlertNumberForm } from "./alert-number-form";
import { AuditLog } from "./audit-log";
import { PasswordForm } from "./password-form";
import { SessionsList } from "./sessions-list";
import { TwoFactorSection } from "./two-factor-section";

/**
 * The Security tab: the person's sessions, two-factor sign-in and password; their own WhatsApp
 * number for alerts, and their alert devices when their role has no Settings tab (where Alerts live); the whole team's audit log for owners.
 */
export function SecurityTab({ showAlertDevices, showAuditLog }: { showAlertDevices: boolean; showAuditLog: boolean }) {
  return (
    <div className="space-y-10">
      <SessionsList />
      <TwoFactorSection />
      <PasswordForm />
      <section aria-labelledby="own-alerts-heading" className="space-y-4">
        <h3 id="own-alerts-heading" className="text-lg font-semibold">
          Your alerts
        </h3>
        <AlertNumberForm />
        {showAlertDevices && <AlertDevices />}
      </section>
      {showAuditLog && <AuditLog />}
    </div>
  );
}
