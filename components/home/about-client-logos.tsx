import { ClientLogoList } from "@/components/pages/client-logo-list";
import { publicClientLogos } from "@/lib/client-logos/logos";

/** The About section's trusted-by grid: the stored logos and sizes, rendered on the server. */
export async function AboutClientLogos() {
  return <ClientLogoList initial={await publicClientLogos()} />;
}
