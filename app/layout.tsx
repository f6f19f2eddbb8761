import type { Metadata, Viewport } from "next";
import { ThemeScript } from "@/components/site/theme-script";
import { site } from "@/fixed/site";
import { siteOrigin } from "@/lib/site-origin";
import { display } from "./fonts";

export const metadata: Metadata = {
  // The address the server is started with (lib/site-origin.ts), not the build's: pages are
  // rendered by the server, and its page cache is filed per address (cache-handler.mjs).
  metadataBase: new URL(siteOrigin()),
  title: { default: `${site.bandName} | Live band in Lagos`, template: `%s | ${site.shortName}` },
  description: site.tagline,
};

export const viewport: Viewport = {
  // Safe-area insets (env()) are only reported with "cover"; the phone dock and body use them.
  viewportFit: "cover",
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#fdfaf5" },
    { media: "(prefers-color-scheme: dark)", color: "#0c0a09" },
  ],
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    // The theme script sets the class before hydration, so React must not complain about it.
    <html lang="en" className={display.variable} suppressHydrationWarning>
      <head>
        <ThemeScript />
      </head>
      <body className="min-h-dvh bg-background font-sans text-foreground antialiased">{children}</body>
    </html>
  );
}
