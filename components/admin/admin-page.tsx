import "server-only";
import type { Metadata } from "next";
import { cache, type ReactElement, type ReactNode } from "react";
import { Card } from "@/components/ui/card";
import { getAdminSessionForEnrolment } from "@/lib/auth/guard";
import type { AdminSession } from "@/lib/auth/session";
import { headingAnchor } from "@/lib/docs/admin-guide";
import { adminTab, type AdminTab } from "./admin-tabs";
import { secureCookies } from "@/lib/auth/cookie";
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
    gate: (
      <main className="flex min-h-dvh items-center justify-center p-4">
        {admin ? <TwoFactorRequired username={admin.username} /> : <LoginForm secureCookies={secureCookies()} />}
      </main>
    ),
  };
}

export function adminTabMetadata(value: AdminTab): Metadata {
  return { title: `${adminTab(value).label} · Admin Panel` };
}

/** Where a tab's section of the band's guide is: /admin/help, at the heading named like the tab. */
export const adminTabHelpHref = (tab: AdminTab) => `/admin/help#${headingAnchor(adminTab(tab).label)}`;

/** A tab's card: its name as the heading with a link to its help, the spec's summary, then its content. */
export function AdminTabSection({ tab, children }: { tab: AdminTab; children: ReactNode }) {
  const { label, summary } = adminTab(tab);
  return (
    <Card>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-xl font-semibold">{label}</h2>
        <a href={adminTabHelpHref(tab)} className="inline-flex min-h-11 min-w-11 items-center justify-center text-sm text-primary underline underline-offset-4">
          Help<span className="sr-only"> with {label}</span>
        </a>
      </div>
      <p className="mt-2 text-muted-foreground">{summary}</p>
      <div className="mt-6">{children}</div>
    </Card>
  );
}
