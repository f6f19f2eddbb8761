import { DeferredClientLogoList } from "@/components/pages/deferred-client-logo-list";
import { publicClientLogos } from "@/lib/client-logos/logos";

/** The About section's Trusted by heading and grid, rendered on the server; nothing when every slot is hidden. */
export async function AboutClientLogos() {
  const logos = await publicClientLogos();
  if (logos.length === 0) return null;
  return (
    <>
      <h3 className="mt-12 text-xl font-semibold">Trusted by</h3>
      <DeferredClientLogoList initial={logos} />
    </>
  );
}
