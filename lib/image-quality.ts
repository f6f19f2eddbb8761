// Large artwork (the hero and the gallery) is served at a lower quality: it is the heaviest thing on
// those pages for a visitor on a slow network, and the illustrations hold up well. Everything else
// uses the default of 75. next.config.ts allows exactly these two.
export const ART_QUALITY = 60;
export const DEFAULT_QUALITY = 75;
