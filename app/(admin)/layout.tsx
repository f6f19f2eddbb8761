import type { Metadata } from "next";
import "@/app/admin.css";
import { MusicSessionProvider } from "@/components/admin/music/music-session";
import { Toaster } from "@/components/admin/toaster";

// One layout for every admin page (/admin/*, /notifications and the logo pages): not indexed, the
// toasts, the installable app's manifest, and the Music tab's uploads and player, which carry on while the admin moves between them.
// The manifest makes the panel an app the band installs on a phone (Settings → Alerts).
export const metadata: Metadata = {
  title: "Admin Panel",
  robots: { index: false, follow: false },
  manifest: "/admin-app/manifest.webmanifest",
  // Naming icons here replaces the root's app/icon.svg, so it is named again (without it the
  // browser asks for /favicon.ico, which does not exist).
  icons: { icon: { url: "/icon.svg", type: "image/svg+xml" }, apple: "/admin-app/apple-touch-icon.png" },
  appleWebApp: { capable: true, title: "Band Admin", statusBarStyle: "default" },
};

export default function AdminGroupLayout({ children }: { children: React.ReactNode }) {
  return (
    <MusicSessionProvider>
      {children}
      <Toaster />
    </MusicSessionProvider>
  );
}
