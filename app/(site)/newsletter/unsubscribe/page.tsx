import "@/app/globals.css";
import type { Metadata } from "next";
import { UnsubscribeForm } from "@/components/forms/unsubscribe-form";
import { Card } from "@/components/ui/card";

export const metadata: Metadata = { title: "Unsubscribe", robots: { index: false } };

export default async function UnsubscribePage({ searchParams }: { searchParams: Promise<{ token?: string }> }) {
  const { token } = await searchParams;
  return (
    <div className="mx-auto max-w-lg px-4 py-16">
      <Card>
        <h1 className="font-display text-2xl font-bold">Unsubscribe from the newsletter</h1>
        {token ? <UnsubscribeForm token={token} /> : <p className="mt-4">This link is missing its code. Please use the link from your email.</p>}
      </Card>
    </div>
  );
}
