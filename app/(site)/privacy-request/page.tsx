import "@/app/globals.css";
import Link from "next/link";
import { PrivacyRequestForm } from "@/components/forms/privacy-request-form";
import { PageIntro } from "@/components/pages/page-intro";
import { pageMetadata } from "@/components/pages/page-metadata";

export const metadata = pageMetadata({
  title: "Privacy request",
  description: "Ask for a copy of your data, its correction or erasure, or object to its use: we answer within 30 days.",
  path: "/privacy-request",
  image: "/images/og/privacy-policy.jpg",
});

/** A person's request under the Nigeria Data Protection Act (issue 66): prerendered, the form its one interactive part. */
export default function PrivacyRequestPage() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:py-16">
      <PageIntro
        title="Privacy request"
        lead="Ask for a copy of the data we hold about you, have it corrected or deleted, or tell us to stop using it. We confirm your request by email and answer within 30 days."
      />
      <p className="mt-4 text-muted-foreground">
        Our{" "}
        <Link href="/privacy-policy" className="text-primary underline underline-offset-4">
          privacy policy
        </Link>{" "}
        says what we keep, why, and for how long.
      </p>
      <div className="mt-8">
        <PrivacyRequestForm />
      </div>
    </div>
  );
}
