import "@/app/globals.css";
import { IntentLink } from "@/components/site/intent-link";
import { AdsenseConnect } from "@/components/pages/adsense-connect";
import { GuideSteps } from "@/components/pages/guide-steps";
import { PageIntro } from "@/components/pages/page-intro";
import { pageMetadata } from "@/components/pages/page-metadata";
import { ADSENSE_CALLBACK_PATH, adsenseGuide } from "@/fixed/guides";

export const metadata = pageMetadata({ title: adsenseGuide.title, description: adsenseGuide.description, path: "/adsense-setup", image: "/images/og/adsense-setup.jpg" });

export default function AdsenseSetupPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <IntentLink href="/admin" className="text-primary underline underline-offset-4">
        ← Back to the admin panel
      </IntentLink>
      <div className="mt-6">
        <PageIntro eyebrow="Admin guide" title={adsenseGuide.title} lead={adsenseGuide.intro} />
      </div>
      <p className="mt-4">
        Redirect path: <code className="rounded bg-muted px-2 py-1 text-sm">{ADSENSE_CALLBACK_PATH}</code>
      </p>
      <GuideSteps steps={adsenseGuide.steps} />
      <section aria-labelledby="connect-heading" className="mt-10 rounded-xl border border-border bg-card p-6">
        <h2 id="connect-heading" className="font-display text-2xl font-bold">
          Connect your account
        </h2>
        <p className="mt-2 text-muted-foreground">Opens Google&apos;s sign-in in a new tab.</p>
        <AdsenseConnect />
      </section>
    </div>
  );
}
