import "@/app/globals.css";
import { LegalDocumentView } from "@/components/pages/legal-document";
import { publicSiteSettings } from "@/lib/settings/public";
import { pageMetadata } from "@/components/pages/page-metadata";
import { termsOfService } from "@/fixed/legal";

export const metadata = pageMetadata({ title: termsOfService.title, description: termsOfService.description, path: "/terms-of-service", image: "/images/og/terms-of-service.jpg" });

export default async function TermsOfServicePage() {
  const band = await publicSiteSettings();
  return <LegalDocumentView document={termsOfService} band={band} />;
}
