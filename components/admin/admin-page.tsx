import "server-only";
import type { Metadata } from "next";
import { cache, type ReactElement, type ReactNode } from "react";
import { Card } from "@/components/ui/card";
import { getAdminSessionForEnrolment } from "@/lib/auth/guard";
import type { AdminSession } from "@/lib/auth/session";
import { adminTab, type AdminTab } from "./admin-tabs";
import { LoginForm } from "./login-form";
import { TwoFactorRequired } from "./two-factor-required";

/** The session of this request, looked up once for the admin layout and its page. */
export const currentAdmin = cache(getAdminSessionForEnrolment);

type AdminPageAccess = { admin: AdminSession; gate?: undefined } | { admin?: undefined; gate: ReactElement };

/**
 * Every /admin page starts with this, on the server: the signed-in admin, or what the page shows
 * instead (the login form, which keeps the admin on this URL after sign-in, or the two-factor
 * enrolment). The layout's check only decides the chrome; a page never trusts it.
 */
export async function adminPageAccess(): Promise<AdminPageAccess> {
  const admin = await currentAdmin();
  if (admin && !admin.mustEnrolTwoFactor) return { admin: { adminId: admin.adminId, username: admin.username, sessionId: admin.sessionId } };
  return {
    gate: <main className="flex min-h-dvh items-center justify-center p-4">{admin ? <TwoFactorRequired username={admin.username} /> : <LoginForm />}</main>,
  };
}

export function adminTabMetadata(value: AdminTab): Metadata {
  return { title: `${adminTab(value).label} · Admin Panel` };
}

/** A tab's card: its name as the heading, the spec's summary, then its content. */
export function AdminTabSection({ tab, children }: { tab: AdminTab; children: ReactNode }) {
  const { label, summary } = adminTab(tab);
  return (
    <Card>
      <h2 className="text-xl font-semibold">{label}</h2>
      <p className="mt-2 text-muted-foreground">{summary}</p>
      <div className="mt-6">{children}</div>
    </Card>
  );
}
