import localFont from "next/font/local";

// Body text uses the phone's own font (Roboto, San Francisco, Segoe UI): nothing to download.
// Headings use Playfair Display at one weight, from an npm package (Google Fonts cannot be
// reached from where this is built); lighter and heavier heading weights map to it.
export const display = localFont({
  src: "../node_modules/@fontsource/playfair-display/files/playfair-display-latin-700-normal.woff2",
  variable: "--font-display",
  weight: "700",
  display: "swap",
  // Not preloaded: with the CSS inlined it competed with the first screen's picture on a slow link
  // (docs/decisions/0007-first-paint.md); the metric-matched fallback shows until it arrives.
  preload: false,
});
