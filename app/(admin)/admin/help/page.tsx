import type { Metadata } from "next";
import { adminPageAccess } from "@/components/admin/admin-page";
import { GuideMarkdown } from "@/components/admin/help/guide-markdown";
import { Card } from "@/components/ui/card";
import { readAdminGuide } from "@/lib/docs/admin-guide";

export const metadata: Metadata = { title: "Help · Admin Panel" };

// The band's guide (docs/admin-guide.md) inside the panel: each tab's Help link opens its section.
export default async function AdminHelpPage() {
  const { gate } = await adminPageAccess({ section: "self" });
  if (gate) return gate;
  return (
    <Card>
      <h2 className="text-xl font-semibold">Help</h2>
      <p className="mt-2 text-muted-foreground">How to run the site from this panel, tab by tab.</p>
      <div className="mt-6">
        <GuideMarkdown text={await readAdminGuide()} />
      </div>
    </Card>
  );
}
