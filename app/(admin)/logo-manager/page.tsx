import type { Metadata } from "next";
import { AccessDenied } from "@/components/logos/access-denied";
import { ManagerHeader } from "@/components/logos/manager-header";
import { QuickLogoManager } from "@/components/logos/quick-logo-manager";
import { adminPageAccess } from "@/components/admin/admin-page";
import { listClientLogos } from "@/lib/client-logos/logos";

export const metadata: Metadata = { title: "Logo Manager" };

// The session is checked here, on the server, before anything of the manager is rendered.
export default async function LogoManagerPage() {
  const { gate } = await adminPageAccess({ section: "site", signedOut: <AccessDenied />, enrolAt: "/admin" });
  if (gate) return gate;
  return (
    <main className="mx-auto max-w-6xl px-4 py-8">
      <ManagerHeader
        title="Logo Manager"
        help="Click a logo to replace it, or the cross to go back to the default. Every change is saved at once and shows on the website straight away."
      />
      <QuickLogoManager initial={await listClientLogos()} />
    </main>
  );
}
