"use client";

import { useActionState, useEffect, useMemo, useRef, useState, useSyncExternalStore, useTransition } from "react";
import { unstable_isUnrecognizedActionError, usePathname } from "next/navigation";
import { useForm, type FieldErrors } from "react-hook-form";
import type { Message } from "@/fixed/enquiries";
import { lazyResolver, type SchemaLoader } from "@/lib/browser/lazy-resolver";
import { postForm } from "@/lib/browser/fetch";
import { errorState, idleState, siteUpdatedState, type FormState } from "@/lib/forms/state";
import type { IslandHandover } from "@/components/ui/deferred-island";

const noSubscription = () => () => {};

/** Clears the fields' starting values, then resets the form to them: a sent form is empty, not back to what it started with. */
function emptyFields(form: HTMLFormElement) {
  for (const field of form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>("input, textarea, select")) {
    if (field instanceof HTMLSelectElement) for (const option of field.options) option.defaultSelected = false;
    else if (!["hidden", "checkbox", "radio", "submit", "button"].includes(field.type)) field.defaultValue = "";
  }
  form.reset();
}

type Action = (previous: FormState, formData: FormData) => Promise<FormState>;
type Options = {
  /** The same action by an address that never changes (app/api/forms/[form]): sent there once when this page's build is not the server's. */
  resendUrl: string;
  /** Where the form sends before JavaScript has loaded; this page by default. */
  permalink?: string;
};

/**
 * react-hook-form in front of a server action. Before JavaScript has loaded the form posts to the
 * action natively and the server's answer renders the form again (messages, field errors, values).
 * Once hydrated, fields are checked in the browser first and the action is called directly, so a
 * network failure becomes the form's failure message instead of an error page. `handover` is what
 * the visitor typed, and when, before the form's code arrived (see DeferredIsland). A page of
 * another build than the server's (opened before a release) names an action the server does not
 * have: the words stay, the send goes once more to `resendUrl`, and only if that fails too does the
 * form ask the visitor to press send again.
 */
export function useActionForm(loadSchema: SchemaLoader, action: Action, failure: Message, handover: IslandHandover | undefined, { resendUrl, permalink }: Options) {
  // The permalink gives the form a real action URL (this page) for sends made before JavaScript
  // has loaded, instead of React's empty action="" (invalid HTML).
  const pathname = usePathname();
  const [serverState, formAction, actionPending] = useActionState(action, idleState, permalink ?? pathname);
  const [clientState, setClientState] = useState<FormState>();
  const [sending, startSending] = useTransition();
  const state = clientState ?? serverState;
  const formRef = useRef<HTMLFormElement>(null);

  // Handed to react-hook-form only when the server's answer changes, so they never wipe the
  // browser's own checks.
  const serverErrors = useMemo(() => {
    if (state.status !== "error" || Object.keys(state.fieldErrors).length === 0) return undefined;
    const errors: FieldErrors = {};
    for (const [name, message] of Object.entries(state.fieldErrors)) errors[name] = { type: "server", message };
    return errors;
  }, [state]);
  const resolver = useMemo(() => lazyResolver(loadSchema), [loadSchema]);
  const form = useForm({ resolver, errors: serverErrors, defaultValues: serverState.status === "error" ? serverState.values : handover?.values });
  const { reset } = form;

  // The second confirmation shows 2 s after a success that carries a WhatsApp link.
  const [followUpFor, setFollowUpFor] = useState<number>();
  useEffect(() => {
    if (state.status !== "success") return;
    // Empty, whatever the form started with: reset() alone would bring back its starting values,
    // which are what the visitor typed before its code arrived, or sent without it (issue 48).
    reset({});
    if (formRef.current) emptyFields(formRef.current);
    if (!state.followUp || !state.whatsappUrl) return;
    const timer = setTimeout(() => setFollowUpFor(state.at), 2000);
    return () => clearTimeout(timer);
  }, [state, reset]);
  const showFollowUp = state.status === "success" && followUpFor === state.at;

  // The fill time (spam check) counts from when the form was first shown, or emptied by a success:
  // the spam fields start again under a new key. A failure keeps the time, since sending again at
  // once after "please try again" is what people do.
  const [lastSuccessAt, setLastSuccessAt] = useState<number>();
  if (state.status === "success" && state.at !== lastSuccessAt) setLastSuccessAt(state.at);
  const spamFields = { key: lastSuccessAt ?? 0, shownAt: lastSuccessAt ? undefined : handover?.shownAt };

  // What the fields show before react-hook-form takes them over: the server's answer to a send
  // made without JavaScript, or what was typed before the form's code arrived.
  const fieldValues: Record<string, string> = state.status === "error" ? state.values : state.status === "idle" ? (handover?.values ?? {}) : {};

  const onSubmit = form.handleSubmit((_values, event) => {
    const data = new FormData(event?.target as HTMLFormElement);
    startSending(async () => {
      try {
        setClientState(await action(state, data));
      } catch (error) {
        if (!unstable_isUnrecognizedActionError(error)) return setClientState(errorState(failure, {}));
        try {
          setClientState(await postForm<FormState>(resendUrl, data));
        } catch {
          setClientState(siteUpdatedState(failure));
        }
      }
    });
  });

  // Before hydration react-hook-form has not applied the server's field errors yet; show them as sent.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const fieldError = (name: string): string | undefined => {
    const message = form.formState.errors[name]?.message;
    if (typeof message === "string") return message;
    return !hydrated && state.status === "error" ? state.fieldErrors[name] : undefined;
  };

  // Fetch the checks while the visitor fills the form in, not when they press send.
  const warmUp = () => void loadSchema().catch(() => undefined);

  return { form, state, pending: actionPending || sending, formRef, formAction, onSubmit, showFollowUp, fieldError, warmUp, spamFields, fieldValues };
}
