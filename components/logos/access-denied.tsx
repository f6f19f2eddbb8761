"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { Card } from "@/components/ui/card";

/** What a signed-out visitor of a logo page sees before being sent to /admin a second later. */
export function AccessDenied() {
  const router = useRouter();
  useEffect(() => {
    const timer = window.setTimeout(() => router.replace("/admin"), 1000);
    return () => window.clearTimeout(timer);
  }, [router]);
  return (
    <main className="flex min-h-dvh items-center justify-center p-4">
      <Card className="w-full max-w-sm text-center" role="alert">
        <h1 className="font-display text-2xl font-bold">Access Denied</h1>
        <p className="mt-2 text-muted-foreground">Administrator login required. Redirecting...</p>
      </Card>
    </main>
  );
}
