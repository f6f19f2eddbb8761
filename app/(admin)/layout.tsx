import type { Metadata } from "next";
import { Toaster } from "@/components/admin/toaster";

export const metadata: Metadata = { title: "Admin Panel", robots: { index: false, follow: false } };

export default function AdminLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      {children}
      <Toaster />
    </>
  );
}
