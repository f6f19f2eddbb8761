import "server-only";
import { revalidatePath } from "next/cache";

/** The prerendered pages that show the client logos: the home page's About grid and /testimonials. */
export const CLIENT_LOGO_PAGES = ["/", "/testimonials"] as const;

/** Called after every change, so the next visitor of those static pages gets them rebuilt. */
export function revalidateClientLogoPages(): void {
  for (const page of CLIENT_LOGO_PAGES) revalidatePath(page);
}
