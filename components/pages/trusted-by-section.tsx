import { publicClientLogos } from "@/lib/client-logos/logos";
import { DeferredClientLogoList } from "./deferred-client-logo-list";

/** The trusted-by grid of the client organisations shown, with the stored logos and sizes; nothing when every slot is hidden. */
export async function TrustedBySection() {
  const logos = await publicClientLogos();
  if (logos.length === 0) return null;
  return (
    <section aria-labelledby="clients-heading" className="mt-16">
      <h2 id="clients-heading" className="font-display text-3xl font-bold">
        Trusted by
      </h2>
      <DeferredClientLogoList initial={logos} />
    </section>
  );
}
