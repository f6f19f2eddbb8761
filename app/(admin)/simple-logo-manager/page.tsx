import type { Metadata } from "next";
import { adminPageAccess, ownSignIn } from "@/components/admin/admin-page";
import { LogoEditor } from "@/components/logos/logo-editor";
import { ManagerHeader } from "@/components/logos/manager-header";
import { listClientLogos } from "@/lib/client-logos/logos";

export const metadata: Metadata = { title: "Simple Logo Manager" };

// Its own sign-in form, on the admin accounts and the same /api/admin/login as /admin; the
// session is checked here, on the server, before anything of the manager is rendered.
export default async function SimpleLogoManagerPage() {
  const { gate } = await adminPageAccess({ section: "site", signedOut: ownSignIn({ variant: "logos", title: "Logo Manager Login" }), enrolAt: "/admin" });
  if (gate) return gate;
  return (
    <main className="mx-auto max-w-6xl px-4 py-8">
      <ManagerHeader title="Simple Logo Manager" help="Upload a new logo for any client, set its size, then Save Changes." />
      <LogoEditor initial={await listClientLogos()} resetLabel="Reset to Defaults" />
    </main>
  );
}
