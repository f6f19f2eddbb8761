"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { postJson } from "@/lib/browser/fetch";

/** "Seen" on one undelivered alert: it leaves the Overview's list. */
export function MarkAlertSeen({ id }: { id: number }) {
  const router = useRouter();
  const [saving, setSaving] = useState(false);
  async function markSeen() {
    setSaving(true);
    try {
      await postJson(`/api/admin/outbox/${id}/seen`);
      router.refresh();
    } catch (failure) {
      toast.error("Could not mark it seen", { description: failure instanceof Error ? failure.message : undefined });
      setSaving(false);
    }
  }
  return (
    <Button type="button" variant="outline" className="min-h-11" disabled={saving} onClick={markSeen}>
      {saving ? "Marking…" : "Seen"}
    </Button>
  );
}
