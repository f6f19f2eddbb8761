import type { Metadata } from "next";
import "@/app/admin.css";
import { MusicSessionProvider } from "@/components/admin/music/music-session";
import { Toaster } from "@/components/admin/toaster";

// One layout for every admin page (/admin/*, /notifications and the logo pages): not indexed, the
// toasts, and the Music tab's uploads and player, which carry on while the admin moves between them.
export const metadata: Metadata = { title: "Admin Panel", robots: { index: false, follow: false } };

export default function AdminGroupLayout({ children }: { children: React.ReactNode }) {
  return (
    <MusicSessionProvider>
      {children}
      <Toaster />
    </MusicSessionProvider>
  );
}
