import "@/app/globals.css";
import type { Metadata } from "next";
import { pageMetadata } from "@/components/pages/page-metadata";
import { EnquiryForm } from "@/components/forms/enquiry-form";
import { Card } from "@/components/ui/card";
import { replyWithin } from "@/lib/settings/band-contact";
import { publicSiteSettings } from "@/lib/settings/public";

export const metadata: Metadata = pageMetadata({
  title: "Quick Quote",
  description: "A quick quote for live music at your event: your name, phone number and date is all we need.",
  path: "/quote",
  image: "/images/og/quote.jpg",
});

export default async function QuotePage() {
  const band = await publicSiteSettings();
  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="font-display text-4xl font-bold">Get a quick quote</h1>
      <p className="mt-3 text-muted-foreground">Leave your number and the date; we call or WhatsApp you within {replyWithin(band.replyHours)}.</p>
      <Card className="mt-8">
        <EnquiryForm source="quote" />
      </Card>
    </div>
  );
}
