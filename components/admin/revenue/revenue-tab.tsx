"use client";

import { useCan } from "@/components/admin/team/panel-role";
import Link from "next/link";
import useSWR from "swr";
import { adminSwrOptions, getJson } from "@/lib/browser/fetch";
import type { RevenueAnswer } from "@/lib/integrations/revenue-answer";
import { GoogleConnectButton } from "@/components/admin/google/connect-button";
import { RevenueSummary } from "./revenue-summary";

/** Polled every 30 s without retries (spec section 7); the server caches Google's answer for 5 minutes. */
export function RevenueTab() {
  const connects = useCan("site", "write");
  const { data, error } = useSWR<RevenueAnswer>("/api/adsense/revenue", getJson, { ...adminSwrOptions, refreshInterval: 30_000 });

  if (error) {
    return (
      <div role="alert" className="rounded-lg border border-danger p-4">
        <h3 className="font-semibold text-danger">Could not load AdSense revenue</h3>
        <p className="mt-1 text-sm">{error.message}</p>
      </div>
    );
  }
  if (!data) return <p className="text-muted-foreground">Loading revenue...</p>;
  if (data.setupRequired || !data.data) {
    return (
      <section aria-labelledby="adsense-auth-heading" className="rounded-lg border border-border p-4" data-testid="adsense-authorization">
        <h3 id="adsense-auth-heading" className="font-semibold">
          AdSense authorization required
        </h3>
        <p className="mt-1 text-sm">{data.error ?? "Connect the band's AdSense account to see revenue here."}</p>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          {connects && <GoogleConnectButton endpoint="/api/adsense/auth-url" label="Connect AdSense" newTab />}
          <Link href="/adsense-setup" className="inline-flex min-h-11 items-center text-sm text-primary underline underline-offset-4">
            AdSense setup guide
          </Link>
        </div>
        <p className="mt-3 text-sm text-muted-foreground">Changes can take 1–2 hours to propagate.</p>
      </section>
    );
  }
  return <RevenueSummary data={data.data} />;
}
