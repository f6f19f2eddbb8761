"use client";

import { useRouter } from "next/navigation";
import { Card } from "@/components/ui/card";
import { LogoutButton } from "./logout-button";
import { TwoFactorSetup } from "./security/two-factor-setup";

/** ADMIN_REQUIRE_2FA=1 and this admin has no second factor yet: the panel opens once it is set up. */
export function TwoFactorRequired({ username }: { username: string }) {
  const router = useRouter();

  return (
    <Card className="w-full max-w-3xl">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="font-display text-2xl font-bold">Set up two-factor sign-in</h1>
          <p className="mt-1 text-sm text-muted-foreground">
            Signed in as <span className="font-medium text-foreground">{username}</span>. This site requires a second factor for every admin: set it up to open the panel.
          </p>
        </div>
        <LogoutButton variant="outline" />
      </div>
      <TwoFactorSetup onEnabled={() => router.refresh()} />
    </Card>
  );
}
