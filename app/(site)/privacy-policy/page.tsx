import "@/app/globals.css";
import { LegalDocumentView } from "@/components/pages/legal-document";
import { pageMetadata } from "@/components/pages/page-metadata";
import { privacyPolicyDescription, privacyPolicyTitle } from "@/fixed/legal";
import { privacyPolicyOf } from "@/lib/privacy/policy-facts";
import { publicSiteSettings } from "@/lib/settings/public";

export const metadata = pageMetadata({ title: privacyPolicyTitle, description: privacyPolicyDescription, path: "/privacy-policy", image: "/images/og/privacy-policy.jpg" });

/** The policy follows the settings (ads, address, retention) and revalidates with them. */
export default async function PrivacyPolicyPage() {
  const band = await publicSiteSettings();
  return <LegalDocumentView document={privacyPolicyOf(band)} band={band} />;
}
