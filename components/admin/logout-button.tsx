"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { postJson } from "@/lib/browser/fetch";

/** Ends this sign-in on the server, then shows the login form again. */
export function LogoutButton({ variant }: { variant: "primary" | "outline" }) {
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
    <Button variant={variant} onClick={logout} disabled={loggingOut}>
      {loggingOut ? "Logging out..." : "Logout"}
    </Button>
  );
}
