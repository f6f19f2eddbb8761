import type { Metadata } from "next";
import Link from "next/link";
import { JoinForm } from "@/components/admin/team/join-form";
import { Card } from "@/components/ui/card";
import { site } from "@/fixed/site";
import { roleLabels } from "@/lib/common/roles";
import { openInvitation } from "@/lib/team/invitations";

// The invitation link's page (issue 62): public, on the person's phone. The token is in the
// address, so no referrer is sent onwards from here.
export const metadata: Metadata = { title: "Join the team · Admin Panel", referrer: "no-referrer" };

export default async function JoinPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const invitation = await openInvitation(token);
  return (
    <main className="flex min-h-dvh items-center justify-center p-4">
      <Card className="w-full max-w-md">
        {invitation ? (
          <>
            <h1 className="font-display text-2xl font-bold">Join {site.bandName}&apos;s panel</h1>
            <p className="mt-2 text-muted-foreground">
              Welcome, {invitation.name}. You are invited as <span className="font-medium text-foreground">{roleLabels[invitation.role]}</span>. Choose the username and password
              you will sign in with.
            </p>
            <JoinForm token={token} />
          </>
        ) : (
          <>
            <h1 className="font-display text-2xl font-bold">This invitation link no longer works</h1>
            <p className="mt-2 text-muted-foreground">It was used already, withdrawn, or is more than 7 days old. Ask the band&apos;s owner for a new one.</p>
            <Link href="/admin" className="mt-4 inline-block font-medium text-primary underline underline-offset-4">
              Go to the sign-in page
            </Link>
          </>
        )}
      </Card>
    </main>
  );
}
