import Link from "next/link";
import { BlockEditor } from "./block-editor";
import { ListEditor } from "./list-editor";

/** The Content tab: every text, face and picture of the public pages the band edits. */
export function ContentTab() {
  return (
    <div className="space-y-6">
      <BlockEditor kind="hero" title="Hero" />
      <BlockEditor kind="about" title="About" />
      <ListEditor kind="team" title="Team" singular="Team member" canAdd blank={{ name: "", role: "", bio: "", image: "" }} />
      <ListEditor kind="testimonials" title="Testimonials" singular="Testimonial" canAdd blank={{ name: "", role: "", rating: 5, text: "", image: "" }} />
      <ListEditor kind="venues" title="Venues" singular="Venue" canAdd blank={{ name: "", description: "", image: "", alt: "" }} />
      <ListEditor kind="services" title="Services" singular="Service" canAdd={false} blank={{}} />
      <ListEditor kind="equipment-photos" title="Equipment photos" singular="Equipment photo" canAdd blank={{ image: "", alt: "" }} />
      <section aria-labelledby="content-clients-heading" className="rounded-md border border-border p-4">
        <h3 id="content-clients-heading" className="font-semibold">
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
