import type { LegalDocument } from "@/fixed/legal";
import { PageIntro } from "./page-intro";
import { AdSlot } from "@/components/site/ad-slot";
import { withBookingTerms } from "@/lib/settings/band-contact";

const longDate = (iso: string) => new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-US", { dateStyle: "long", timeZone: "UTC" });

/** A legal page: title, last-updated date, table of contents and numbered sections. */
export function LegalDocumentView({ document, band }: { document: LegalDocument; band: { replyHours: number; lateFeePercentPerMonth: number } }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <PageIntro title={document.title} lead={document.intro} />
      <p className="mt-4 text-sm text-muted-foreground">
        Last updated: <time dateTime={document.lastUpdated}>{longDate(document.lastUpdated)}</time>
      </p>
      <nav aria-labelledby="toc-heading" className="mt-8 rounded-xl border border-border bg-card p-6">
        <h2 id="toc-heading" className="font-semibold">
          Contents
        </h2>
        <ol className="mt-3 list-decimal space-y-1 pl-5">
          {document.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-primary underline underline-offset-4">
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <AdSlot position="middle" />
      {document.sections.map((section, index) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="mt-10 scroll-mt-20">
          <h2 id={`${section.id}-heading`} className="font-display text-2xl font-bold">
            {index + 1}. {section.title}
          </h2>
          {section.paragraphs
            ?.map((text) => withBookingTerms(text, band))
            .map((text) => (
              <p key={text} className="mt-3 leading-relaxed">
                {text}
              </p>
            ))}
          {section.items ? (
            <ul className="mt-3 list-disc space-y-2 pl-5 leading-relaxed">
              {section.items
                .map((item) => withBookingTerms(item, band))
                .map((item) => (
                  <li key={item}>{item}</li>
                ))}
            </ul>
          ) : null}
        </section>
      ))}
    </div>
  );
}
