"use client";

import { toast } from "sonner";
import { HttpError, postJson } from "@/lib/browser/fetch";

/**
 * Our own API answered 401 (the admin's sign-in ended) or an error mentioning authentication
 * (spec section 4): say so, then sign out after 2 s. Answers whether it handled the error.
 */
export function handleSessionExpiry(error: unknown, afterLogout: () => void): boolean {
  const expired = (error instanceof HttpError && error.status === 401) || (error instanceof Error && /authentication/i.test(error.message));
  if (!expired) return false;
  toast.error("Session Expired", { description: "Please log out and log back in to continue." });
  setTimeout(() => {
    void postJson("/api/admin/logout")
      .catch(() => undefined)
      .finally(afterLogout);
  }, 2000);
  return true;
}
