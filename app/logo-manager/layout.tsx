import type { Metadata } from "next";
import { Toaster } from "@/components/admin/toaster";

export const metadata: Metadata = { title: "Logo Manager", robots: { index: false, follow: false } };

export default function LogoPageLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      {children}
      <Toaster />
    </>
  );
}
