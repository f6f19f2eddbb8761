import "@/app/globals.css";
import { IntentLink } from "@/components/site/intent-link";
import { GuideSteps } from "@/components/pages/guide-steps";
import { PageIntro } from "@/components/pages/page-intro";
import { pageMetadata } from "@/components/pages/page-metadata";
import { buttonClass } from "@/components/ui/button";
import { googleApiGuide } from "@/fixed/guides";

export const metadata = pageMetadata({ title: googleApiGuide.title, description: googleApiGuide.description, path: "/google-api-setup", image: "/images/og/google-api-setup.jpg" });

export default function GoogleApiSetupPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <PageIntro eyebrow="Admin guide" title={googleApiGuide.title} lead={googleApiGuide.intro} />
      <GuideSteps steps={googleApiGuide.steps} />
      <div className="mt-10 flex flex-wrap gap-3">
        <IntentLink href="/admin" className={buttonClass("primary")}>
          Go to the admin panel
        </IntentLink>
        <IntentLink href="/" className={buttonClass("outline")}>
          Back to the home page
        </IntentLink>
      </div>
    </div>
  );
}
