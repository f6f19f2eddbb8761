"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { postJson } from "@/lib/client-fetch";
import { TwoFactorSetup } from "./security/two-factor-setup";

/** ADMIN_REQUIRE_2FA=1 and this admin has no second factor yet: the panel opens once it is set up. */
export function TwoFactorRequired({ username }: { username: string }) {
  const router = useRouter();
  const [loggingOut, setLoggingOut] = useState(false);

  async function logout() {
    setLoggingOut(true);
    try {
      await postJson("/api/admin/logout");
    } finally {
      toast("Logged Out");
      router.refresh();
    }
  }

  return (
    <Card className="w-full max-w-3xl">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="font-display text-2xl font-bold">Set up two-factor sign-in</h1>
          <p className="mt-1 text-sm text-muted-foreground">
            Signed in as <span className="font-medium text-foreground">{username}</span>. This site requires a second factor for every admin: set it up to open the panel.
          </p>
        </div>
        <Button variant="outline" onClick={logout} disabled={loggingOut}>
          {loggingOut ? "Logging out..." : "Logout"}
        </Button>
      </div>
      <TwoFactorSetup onEnabled={() => router.refresh()} />
    </Card>
  );
}
