import type { Metadata } from "next";
import Link from "next/link";
import { ContactsInbox } from "@/components/admin/enquiries/contacts-inbox";
import { adminPageAccess, ownSignIn } from "@/components/admin/admin-page";
import { PanelRoleProvider } from "@/components/admin/team/panel-role";
import { buttonClass } from "@/components/ui/button";

export const metadata: Metadata = { title: "Quote Requests" };

// The quote-request dashboard with its own sign-in (the same admin accounts). The session is
// checked on the server, so the page never shows the list to a visitor, not even briefly.
export default async function NotificationsPage() {
  const { gate, admin } = await adminPageAccess({
    section: "enquiries",
    signedOut: ownSignIn({ variant: "notifications", title: "Quote Requests — Admin Login" }),
    enrolAt: "/admin",
  });
  if (gate) return gate;
  return (
    <main className="mx-auto max-w-5xl px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-display text-3xl font-bold">Quote Requests</h1>
        <Link href="/admin" className={buttonClass("outline")}>
          Admin panel
        </Link>
      </div>
      <div className="mt-6">
        <PanelRoleProvider role={admin.role}>
          <ContactsInbox />
        </PanelRoleProvider>
      </div>
    </main>
  );
}
