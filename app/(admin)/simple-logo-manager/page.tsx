import type { Metadata } from "next";
import { secureCookies } from "@/lib/auth/cookie";
import { LoginForm } from "@/components/admin/login-form";
import { LogoEditor } from "@/components/logos/logo-editor";
import { ManagerHeader } from "@/components/logos/manager-header";
import { getAdminSession } from "@/lib/auth/guard";
import { listClientLogos } from "@/lib/client-logos/logos";

export const metadata: Metadata = { title: "Simple Logo Manager" };

// Its own sign-in form, on the admin accounts and the same /api/admin/login as /admin; the
// session is checked here, on the server, before anything of the manager is rendered.
export default async function SimpleLogoManagerPage() {
  if (!(await getAdminSession())) {
    return (
      <main className="flex min-h-dvh items-center justify-center p-4">
        <LoginForm variant="logos" title="Logo Manager Login" secureCookies={secureCookies()} />
      </main>
    );
  }
  return (
    <main className="mx-auto max-w-6xl px-4 py-8">
      <ManagerHeader title="Simple Logo Manager" help="Upload a new logo for any client, set its size, then Save Changes." />
      <LogoEditor initial={await listClientLogos()} resetLabel="Reset to Defaults" />
    </main>
  );
}
