import type { Metadata } from "next";
import { Toaster } from "@/components/admin/toaster";

export const metadata: Metadata = { title: "Quote Requests", robots: { index: false, follow: false } };

export default function NotificationsLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      {children}
      <Toaster />
    </>
  );
}
