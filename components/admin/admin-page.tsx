import "server-only";
import type { Metadata } from "next";
import { forbidden } from "next/navigation";
import { can, type Section } from "@/lib/common/roles";
import { cache, type ComponentProps, type ReactElement, type ReactNode } from "react";
import { Card } from "@/components/ui/card";
import { getAdminSession, getAdminSessionForEnrolment } from "@/lib/auth/guard";
import type { AdminSession } from "@/lib/auth/session";
import { headingAnchor } from "@/lib/docs/admin-guide";
import { adminTab, type AdminTab } from "./admin-tabs";
import { secureCookies } from "@/lib/auth/cookie";
import { LoginForm } from "./login-form";
import { TwoFactorRequired } from "./two-factor-required";

/** The session of this request, looked up once for the admin layout and its page. */
export const currentAdmin = cache(getAdminSessionForEnrolment);

type AdminPageAccess = { admin: AdminSession; gate?: undefined } | { admin?: undefined; gate: ReactElement };

const loginPage = (form: ReactNode) => <main className="flex min-h-dvh items-center justify-center p-4">{form}</main>;

/**
 * Every admin page starts with this, on the server: the signed-in person, or what the page shows
 * instead. Signed out, that is `signedOut` (the spec's own sign-in of /notifications and
 * /simple-logo-manager, the logo managers' Access Denied), else the panel's login form, which keeps
 * them on this URL after sign-in. A person who must still turn on two-factor sign-in gets the
 * enrolment: in place on /admin's tabs, elsewhere (`enrolAt: "/admin"`) by going there. A person
 * whose role does not read `section` (lib/common/roles.ts) gets the 403 page (forbidden.tsx). The
 * /admin layout's check only decides the chrome; a page never trusts it.
 */
export async function adminPageAccess({
  section,
  signedOut,
  enrolAt = "here",
}: {
  section: Section;
  signedOut?: ReactElement;
  enrolAt?: "here" | "/admin";
}): Promise<AdminPageAccess> {
  // Off /admin, a person still to enrol is sent there (getAdminSession redirects).
  const admin = enrolAt === "here" ? await currentAdmin() : await getAdminSession();
  if (admin && !("mustEnrolTwoFactor" in admin && admin.mustEnrolTwoFactor)) {
    if (!can(admin.role, section, "read")) forbidden();
    return { admin: { adminId: admin.adminId, username: admin.username, sessionId: admin.sessionId, role: admin.role, twoFactorOn: admin.twoFactorOn } };
  }
  if (admin) return { gate: loginPage(<TwoFactorRequired username={admin.username} />) };
  return { gate: signedOut ?? loginPage(<LoginForm secureCookies={secureCookies()} />) };
}

/** The spec's own sign-in of a page outside the panel (its look and title), for `signedOut`. */
export const ownSignIn = (form: Omit<ComponentProps<typeof LoginForm>, "secureCookies">) => loginPage(<LoginForm {...form} secureCookies={secureCookies()} />);

export function adminTabMetadata(value: AdminTab): Metadata {
  return { title: `${adminTab(value).label} · Admin Panel` };
}

/** Where a tab's section of the band's guide is: /admin/help, at the heading named like the tab. */
export const adminTabHelpHref = (tab: AdminTab) => `/admin/help#${headingAnchor(adminTab(tab).label)}`;

/** A tab's card: its name as the heading with a link to its help, the spec's summary (or the page's own, for a role that sees less), then its content. */
export function AdminTabSection({ tab, summary: ownSummary, children }: { tab: AdminTab; summary?: string; children: ReactNode }) {
  const { label, summary: tabSummary } = adminTab(tab);
  const summary = ownSummary ?? tabSummary;
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
