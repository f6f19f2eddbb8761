import type { Metadata } from "next";
import Link from "next/link";
import { buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";

export const metadata: Metadata = { title: "Page Not Found" };

export default function NotFound() {
  return (
    <main className="flex min-h-dvh items-center justify-center p-4">
      <Card className="max-w-md text-center">
        <p className="font-display text-5xl font-bold text-primary">404</p>
        <h1 className="mt-2 text-2xl font-bold">Page Not Found</h1>
        <p className="mt-2 text-muted-foreground">The page you are looking for does not exist or has moved.</p>
        <Link href="/" className={buttonClass("primary", "mt-6")}>
          Back to the home page
        </Link>
      </Card>
    </main>
  );
}
