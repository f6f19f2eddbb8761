import type { Metadata } from "next";
import { AccessDenied } from "@/components/logos/access-denied";
import { LogoEditor } from "@/components/logos/logo-editor";
import { ManagerHeader } from "@/components/logos/manager-header";
import { adminPageAccess } from "@/components/admin/admin-page";
import { listClientLogos } from "@/lib/client-logos/logos";

export const metadata: Metadata = { title: "Logo Dashboard" };

// Signed out: the Access Denied card, then /admin after a second. The session is checked here, on
// the server, so nothing of the dashboard reaches a visitor.
export default async function LogoDashboardPage() {
  const { gate } = await adminPageAccess({ section: "site", signedOut: <AccessDenied />, enrolAt: "/admin" });
  if (gate) return gate;
  return (
    <main className="mx-auto max-w-6xl px-4 py-8">
      <ManagerHeader title="Logo Dashboard" help="Drop an image on a logo or click to upload one, set each logo's size from 50% to 200%, then Save Changes." />
      <LogoEditor initial={await listClientLogos()} resetLabel="Reset All to Default" />
    </main>
  );
}
