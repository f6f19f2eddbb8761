import { AdminPanel } from "@/components/admin/admin-panel";
import { adminTabs, type AdminTab } from "@/components/admin/admin-tabs";
import { LoginForm } from "@/components/admin/login-form";
import { TwoFactorRequired } from "@/components/admin/two-factor-required";
import { site } from "@/content/site";
import { getAdminSessionForEnrolment } from "@/lib/auth/guard";
import { blobConfigured } from "@/lib/storage/blob";

// The login form until the session check says the admin is signed in, then the panel.
/** ?tab=reviews opens that tab (Google's callback sends the admin back to the right one). */
function tabFrom(value: string | string[] | undefined): AdminTab | undefined {
  return adminTabs.find((tab) => tab.value === value)?.value;
}

export default async function AdminPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const admin = await getAdminSessionForEnrolment();
  if (!admin || admin.mustEnrolTwoFactor) {
    return (
      <main className="flex min-h-dvh items-center justify-center p-4">
        {admin ? <TwoFactorRequired username={admin.username} /> : <LoginForm />}
      </main>
    );
  }
  return (
    <main>
      <AdminPanel username={admin.username} bandName={site.bandName} uploadMode={blobConfigured() ? "blob" : "server"} initialTab={tabFrom((await searchParams).tab)} />
    </main>
  );
}
