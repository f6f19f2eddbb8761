import { SocialList } from "@/components/pages/social-list";

/** Where to follow the band, streaming service included. */
export function SocialLinks() {
  return (
    <section aria-labelledby="follow-heading" className="mt-12">
      <h2 id="follow-heading" className="font-display text-2xl font-bold">
        Follow the band
      </h2>
      <div className="mt-4">
        <SocialList withStreaming />
      </div>
    </section>
  );
}
