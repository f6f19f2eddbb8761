import Link from "next/link";
import { Card } from "@/components/ui/card";

/** The 403 page's card: a page outside the person's role (forbidden() in adminPageAccess). */
export function OutsideRole() {
  return (
    <Card>
      <h2 className="text-xl font-semibold">Not part of your role</h2>
      <p className="mt-2 text-muted-foreground">Your role in the team does not open this page. If you need it, ask the band&apos;s owner to change your role.</p>
      <Link href="/admin" className="mt-4 inline-block font-medium text-primary underline underline-offset-4">
        Back to the overview
      </Link>
    </Card>
  );
}
