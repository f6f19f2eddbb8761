import { LegalDocumentView } from "@/components/pages/legal-document";
import { pageMetadata } from "@/components/pages/page-metadata";
import { termsOfService } from "@/content/legal";

export const metadata = pageMetadata({ title: termsOfService.title, description: termsOfService.description, path: "/terms-of-service", image: "/images/og/terms-of-service.jpg" });

export default function TermsOfServicePage() {
  return <LegalDocumentView document={termsOfService} />;
}
