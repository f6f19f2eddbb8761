import Link from "next/link";
import { currentAdmin } from "@/components/admin/admin-page";
import { AdminTabBar } from "@/components/admin/admin-tab-bar";
import { GoogleReturnToast } from "@/components/admin/google/return-toast";
import { LogoutButton } from "@/components/admin/logout-button";
import { PanelRoleProvider } from "@/components/admin/team/panel-role";
import { buttonClass } from "@/components/ui/button";
import { site } from "@/fixed/site";
import { can, roleLabels } from "@/lib/common/roles";

// The admin panel's frame around every /admin tab: header and tab bar. Signed out (or before the
// two-factor enrolment) there is no frame: each page shows the login form or the enrolment itself.
export default async function AdminTabsLayout({ children }: { children: React.ReactNode }) {
  const admin = await currentAdmin();
  if (!admin || admin.mustEnrolTwoFactor) return children;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="font-display text-3xl font-bold">Admin Panel</h1>
          <p className="text-sm text-muted-foreground">
            {site.bandName} · signed in as <span className="font-medium text-foreground">{admin.username}</span> ({roleLabels[admin.role]})
          </p>
        </div>
        <div className="flex gap-2">
          {can(admin.role, "site", "write") && (
            <Link href="/simple-logo-manager" className={buttonClass("outline")}>
              Logo Manager
            </Link>
          )}
          <LogoutButton variant="primary" />
        </div>
      </header>
      <GoogleReturnToast />
      <AdminTabBar role={admin.role} />
      <main className="mt-6">
        <PanelRoleProvider role={admin.role}>{children}</PanelRoleProvider>
      </main>
    </div>
  );
}
