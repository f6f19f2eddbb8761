"use client";

import { useActionState } from "react";
import { unsubscribeAction, type UnsubscribeState } from "@/lib/actions/unsubscribe-newsletter";
import { buttonClass } from "@/components/ui/button";

// A button rather than a plain link, so mail scanners that open links do not unsubscribe anyone.
export function UnsubscribeForm({ token }: { token: string }) {
  const [state, action, pending] = useActionState<UnsubscribeState, FormData>(unsubscribeAction, { done: false }, `/newsletter/unsubscribe?token=${encodeURIComponent(token)}`);
  if (state.done) {
    return (
      <p role="status" className="mt-4">
        {state.email ? `${state.email} will no longer receive our newsletter.` : "This unsubscribe link is not valid. It may have been used already."}
      </p>
    );
  }
  return (
    <form action={action} className="mt-6">
      <input type="hidden" name="token" value={token} />
      <button type="submit" disabled={pending} className={buttonClass("primary")}>
        {pending ? "..." : "Unsubscribe"}
      </button>
    </form>
  );
}
