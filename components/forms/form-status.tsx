import type { FormState } from "@/lib/forms/state";

/** The outcome of a submission, in a live region so screen readers announce it. */
export function FormStatus({ state, showFollowUp }: { state: FormState; showFollowUp: boolean }) {
  return (
    <div aria-live="polite" className="space-y-3 empty:hidden">
      {state.status === "success" && (
        // One message per send: the follow-up (with its WhatsApp link) takes the first one's place.
        // data-form-sent: a page around the form can tell it was sent (/send-again stops asking).
        <div role="status" data-form-sent className="rounded-md border border-accent/40 bg-accent/10 p-4">
          {showFollowUp && state.followUp ? (
            <>
              <p className="font-semibold">{state.followUp.title}</p>
              {state.followUp.description && <p className="mt-1 text-sm text-muted-foreground">{state.followUp.description}</p>}
              {state.whatsappUrl && (
                <a href={state.whatsappUrl} target="_blank" rel="noopener noreferrer" className="mt-2 inline-block text-sm font-semibold text-accent underline">
                  Continue the conversation on WhatsApp
                </a>
              )}
            </>
          ) : (
            <>
              <p className="font-semibold">{state.title}</p>
              {state.description && <p className="mt-1 text-sm text-muted-foreground">{state.description}</p>}
            </>
          )}
        </div>
      )}
      {state.status === "error" && (
        <div role="alert" className="rounded-md border border-danger/40 bg-danger/10 p-4">
          <p className="font-semibold">{state.title}</p>
          {state.description && <p className="mt-1 text-sm">{state.description}</p>}
        </div>
      )}
    </div>
  );
}
