// Advertising slots (spec section 2 "Ads" and section 9): where ads show and how much room each takes.

export type AdPosition = "top" | "middle" | "bottom" | "sidebar";

/** The only routes that show (and reserve room for) ads. */
export const adRoutes = ["/", "/about", "/services", "/gallery", "/music", "/contact", "/testimonials", "/privacy-policy", "/terms-of-service"] as const;

/** Reserved height in px (the sidebar is 300 x 600 and only on large screens). */
export const adHeights: Record<AdPosition, number> = { top: 90, middle: 250, bottom: 90, sidebar: 600 };
export const SIDEBAR_AD_WIDTH_PX = 300;

/** Slots are initialised this long after the advertising script is added. */
export const AD_INIT_DELAY_MS = 100;
