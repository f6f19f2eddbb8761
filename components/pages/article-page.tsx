import type { Metadata } from "next";
import { IntentLink } from "@/components/site/intent-link";
import { buttonClass } from "@/components/ui/button";
import { seoArticles, type SeoArticle } from "@/fixed/seo-pages";
import { replyWithin } from "@/lib/settings/band-contact";
import { publicSiteSettings } from "@/lib/settings/public";
import { PageIntro } from "./page-intro";
import { pageMetadata } from "./page-metadata";

function article(slug: string): SeoArticle {
  const found = seoArticles.find((item) => item.slug === slug);
  if (!found) throw new Error(`unknown article ${slug}`);
  return found;
}

export function articleMetadata(slug: string): Metadata {
  const { title, description, path } = article(slug);
  return pageMetadata({ title, description, path, image: `/images/og/${slug}.jpg` });
}

/** One of the static SEO articles, ending with a link to the booking form. */
export async function ArticlePage({ slug }: { slug: string }) {
  const band = await publicSiteSettings();
  const item = article(slug);
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <PageIntro eyebrow="From the band" title={item.title} lead={item.intro} />
      {item.sections.map((section) => (
        <section key={section.heading} className="mt-10">
          <h2 className="font-display text-2xl font-bold">{section.heading}</h2>
          {section.paragraphs.map((text) => (
            <p key={text} className="mt-3 leading-relaxed">
              {text}
            </p>
          ))}
          {section.items ? (
            <ul className="mt-3 list-disc space-y-2 pl-5">
              {section.items.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
      <div className="mt-12 rounded-xl bg-muted p-6">
        <p className="font-semibold">Planning an event in Lagos? We reply within {replyWithin(band.replyHours)}.</p>
        <IntentLink href="/contact" className={buttonClass("primary", "mt-4")}>
          Get a quote
        </IntentLink>
      </div>
    </article>
  );
}
