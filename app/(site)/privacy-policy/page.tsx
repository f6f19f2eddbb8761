import { LegalDocumentView } from "@/components/pages/legal-document";
import { publicSiteSettings } from "@/lib/settings/public";
import { pageMetadata } from "@/components/pages/page-metadata";
import { privacyPolicy } from "@/fixed/legal";

export const metadata = pageMetadata({ title: privacyPolicy.title, description: privacyPolicy.description, path: "/privacy-policy", image: "/images/og/privacy-policy.jpg" });

export default async function PrivacyPolicyPage() {
  const band = await publicSiteSettings();
  return <LegalDocumentView document={privacyPolicy} band={band} />;
}
