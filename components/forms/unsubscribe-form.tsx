"use client";

import { useActionState, useState, useTransition, type FormEvent } from "react";
import { unsubscribeAction, type UnsubscribeState } from "@/lib/actions/unsubscribe-newsletter";
import { postForm } from "@/lib/browser/fetch";
import { buttonClass } from "@/components/ui/button";

// A button rather than a plain link, so mail scanners that open links do not unsubscribe anyone.
// Without JavaScript the form posts to its action; with it, the action is called directly, and a
// page of another build than the server's sends once more to the action's fixed address
// (app/api/forms/[form]), like the other forms (use-action-form.ts).
export function UnsubscribeForm({ token }: { token: string }) {
  const [serverState, action, actionPending] = useActionState<UnsubscribeState, FormData>(
    unsubscribeAction,
    { done: false },
    `/newsletter/unsubscribe?token=${encodeURIComponent(token)}`,
  );
  const [clientState, setClientState] = useState<UnsubscribeState>();
  const [failed, setFailed] = useState(false);
  const [sending, startSending] = useTransition();
  const state = clientState ?? serverState;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setFailed(false);
    startSending(async () => {
      try {
        setClientState(await unsubscribeAction(state, data));
      } catch {
        try {
          setClientState(await postForm<UnsubscribeState>("/api/forms/unsubscribe", data));
        } catch {
          setFailed(true);
        }
      }
    });
  };

  if (state.done) {
    return (
      <p role="status" data-form-sent className="mt-4">
        {state.email ? `${state.email} will no longer receive our newsletter.` : "This unsubscribe link is not valid. It may have been used already."}
      </p>
    );
  }
  const pending = actionPending || sending;
  return (
    <form action={action} onSubmit={onSubmit} className="mt-6">
      <input type="hidden" name="token" value={token} />
      <button type="submit" disabled={pending} className={buttonClass("primary")}>
        {pending ? "..." : "Unsubscribe"}
      </button>
      {failed && (
        <p role="alert" className="mt-3 text-sm text-danger">
          That did not go through. Please check your connection and press Unsubscribe again.
        </p>
      )}
    </form>
  );
}
