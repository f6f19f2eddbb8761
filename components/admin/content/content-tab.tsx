import Link from "next/link";
import { BlockEditor } from "./block-editor";
import { KeepSectionInView } from "./keep-section-in-view";
import { ListEditor } from "./list-editor";

/** The sections in the order of the tab, with the id each one's heading carries (the editors' `content-<kind>-heading`). */
const sections = [
  { id: "content-hero-heading", label: "Hero" },
  { id: "content-about-heading", label: "About" },
  { id: "content-press-heading", label: "Press kit" },
  { id: "content-team-heading", label: "Team" },
  { id: "content-testimonials-heading", label: "Testimonials" },
  { id: "content-venues-heading", label: "Venues" },
  { id: "content-services-heading", label: "Services" },
  { id: "content-equipment-photos-heading", label: "Equipment photos" },
  { id: "content-clients-heading", label: "Trusted by" },
] as const;

/** The Content tab: every text, face and picture of the public pages the band edits, with an index to jump to each (a long page on a phone). */
export function ContentTab({ replyPromise }: { replyPromise: string }) {
  return (
    <div id="content-tab" className="space-y-6">
      <KeepSectionInView containerId="content-tab" />
      <nav aria-label="Content sections" className="rounded-md border border-border p-3">
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="inline-flex min-h-11 min-w-11 items-center justify-center text-primary underline underline-offset-2">
                {section.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <BlockEditor kind="hero" title="Hero" replyPromise={replyPromise} />
      <BlockEditor kind="about" title="About" replyPromise={replyPromise} />
      <BlockEditor kind="press" title="Press kit" replyPromise={replyPromise} view={{ href: "/press", label: "See the press kit at /press" }} />
      <ListEditor kind="team" title="Team" singular="Team member" canAdd blank={{ name: "", role: "", bio: "", image: "" }} />
      <ListEditor kind="testimonials" title="Testimonials" singular="Testimonial" canAdd blank={{ name: "", role: "", rating: 5, text: "", image: "" }} />
      <ListEditor kind="venues" title="Venues" singular="Venue" canAdd blank={{ name: "", description: "", image: "", alt: "" }} />
      <ListEditor kind="services" title="Services" singular="Service" canAdd={false} blank={{}} />
      <ListEditor kind="equipment-photos" title="Equipment photos" singular="Equipment photo" canAdd blank={{ image: "", alt: "" }} />
      <section aria-labelledby="content-clients-heading" className="rounded-md border border-border p-4">
        <h3 id="content-clients-heading" className="scroll-mt-20 font-semibold">
          Trusted by
        </h3>
        <p className="mt-1 text-sm text-muted-foreground">
          The client logos and names are edited in the{" "}
          <Link href="/simple-logo-manager" className="text-primary underline underline-offset-2">
            logo manager
          </Link>
          .
        </p>
      </section>
    </div>
  );
}
