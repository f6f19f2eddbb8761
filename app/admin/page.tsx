import { AdminPanel } from "@/components/admin/admin-panel";
import { LoginForm } from "@/components/admin/login-form";
import { site } from "@/content/site";
import { getAdminSession } from "@/lib/auth/guard";
import { blobConfigured } from "@/lib/storage/blob";

// The login form until the session check says the admin is signed in, then the panel.
export default async function AdminPage() {
  const admin = await getAdminSession();
  if (!admin) {
    return (
      <main className="flex min-h-dvh items-center justify-center p-4">
        <LoginForm />
      </main>
    );
  }
  return (
    <main>
      <AdminPanel username={admin.username} bandName={site.bandName} uploadMode={blobConfigured() ? "blob" : "server"} />
    </main>
  );
}
