import "server-only";
import { privacyPolicyFor, type LegalDocument } from "@/fixed/legal";
import { site } from "@/fixed/site";
import { paystackConfigured } from "@/lib/payments/paystack";
import { blobConfigured } from "@/lib/storage/blob";
import { s3Configured } from "@/lib/storage/s3";
import type { SiteSettings } from "@/lib/validation/site-settings";
import { whatsappMissing } from "@/lib/whatsapp-cloud/client";

/** The privacy policy of this install: the band's settings and the services its environment sets up. */
export function privacyPolicyOf(band: SiteSettings): LegalDocument {
  return privacyPolicyFor({
    bandName: site.bandName,
    address: band.address,
    location: band.location,
    email: band.email,
    adsOn: Boolean(band.adsenseClient),
    whatsappOn: whatsappMissing().length === 0,
    paystackOn: paystackConfigured(),
    storage: blobConfigured() ? "blob" : s3Configured() ? "s3" : "server",
    retention: band.retention,
  });
}
