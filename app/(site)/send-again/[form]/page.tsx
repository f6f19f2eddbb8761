import "@/app/globals.css";
import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { EnquiryForm } from "@/components/forms/enquiry-form";
import { NewsletterForm } from "@/components/forms/newsletter-form";
import { UnsubscribeForm } from "@/components/forms/unsubscribe-form";
import { Card } from "@/components/ui/card";
import { decodeStaleForm, STALE_FORM_HEADER, staleFormSchema, type StaleForm } from "@/lib/forms/stale-action";

// Without the words (the page's own answer to a send, or the address opened again): what the form is.
const headings: Record<StaleForm["form"], string> = {
  home: "Tell us about your event",
  contact: "Book the band",
  quote: "Get a quick quote",
  "quote-full": "Request a detailed quote",
  newsletter: "Our newsletter",
  unsubscribe: "Unsubscribe from the newsletter",
};

export const metadata: Metadata = { title: "Send again", robots: { index: false } };

/**
 * Where a form sent without JavaScript from a page of another build comes back (proxy.ts,
 * lib/forms/stale-action.ts): the site was updated between showing the form and its sending, so
 * the visitor's words are shown again in this build's form, to send with one press. The form sends
 * to this page, which then shows its answer.
 */
export default async function SendAgainPage({ params }: { params: Promise<{ form: string }> }) {
  const form = staleFormSchema.shape.form.safeParse((await params).form);
  if (!form.success) notFound();
  const draft = decodeStaleForm((await headers()).get(STALE_FORM_HEADER));
  const asking = draft?.form === form.data;
  const words = asking ? draft.values : {};
  const permalink = `/send-again/${form.data}`;
  // shownAt 0: the words were typed on the page before, so the send is never judged as too quick.
  const handover = { values: words, shownAt: 0 };
  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      {/* Once the form in it is sent (a send with JavaScript answers in place), the card stops asking. */}
      <Card className="group">
        {asking ? (
          <>
            <div className="group-has-[[data-form-sent]]:hidden">
              <h1 className="font-display text-2xl font-bold">Please send that again</h1>
              <p className="mt-3 text-muted-foreground">
                The site was updated while this page was open, so your message was not sent yet. What you typed is below: check it and press the button again.
              </p>
            </div>
            <h1 className="hidden font-display text-2xl font-bold group-has-[[data-form-sent]]:block">{headings[form.data]}</h1>
          </>
        ) : (
          <h1 className="font-display text-2xl font-bold">{headings[form.data]}</h1>
        )}
        <div className="mt-6">
          {form.data === "unsubscribe" ? (
            words.token ? (
              <UnsubscribeForm token={words.token} />
            ) : (
              <p>This link is missing its code. Please use the link from your email.</p>
            )
          ) : form.data === "newsletter" ? (
            <NewsletterForm handover={handover} permalink={permalink} />
          ) : (
            <EnquiryForm source={form.data} handover={handover} permalink={permalink} />
          )}
        </div>
      </Card>
    </div>
  );
}
