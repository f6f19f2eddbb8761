"use client";

import { createElement, useEffect, useLayoutEffect, useRef, useState, type ComponentType } from "react";
import { flushSync } from "react-dom";

/** What the server's HTML hands to the real component when the island wakes up. */
export type IslandHandover = {
  /** What the visitor had typed, by field name. */
  values: Record<string, string>;
  /** When the page's code ran and the server's HTML became the visitor's to use (ms since epoch). */
  shownAt: number;
};
type IslandComponent<P> = ComponentType<P & { handover?: IslandHandover }>;
type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
type Focus = { name: string; start: number | null; end: number | null };
type Awake<P> = { Component: IslandComponent<P>; handover: IslandHandover; focus: Focus | null; resubmit: boolean; clickAgain: string | null };

/** About one phone screen of scrolling ahead. */
const NEAR_MARGIN = "800px 0px";
// React leaves an element's server children alone while it hydrates one whose props set its HTML.
const KEEP_SERVER_HTML = { __html: "" };

function snapshot(element: HTMLElement): { values: IslandHandover["values"]; focus: Focus | null } {
  const values: IslandHandover["values"] = {};
  for (const field of element.querySelectorAll<Field>("input[name], select[name], textarea[name]")) {
    const skipped = field.type === "hidden" || field.type === "checkbox" || field.type === "radio" || field.closest("[aria-hidden='true']");
    if (!skipped && field.value) values[field.name] = field.value;
  }
  const active = document.activeElement;
  const focused = active instanceof HTMLElement && element.contains(active) && "name" in active && typeof active.name === "string" && active.name;
  const selection = active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement ? active : null;
  return {
    values,
    focus: focused ? { name: focused, start: selection?.selectionStart ?? null, end: selection?.selectionEnd ?? null } : null,
  };
}

/**
 * An interactive part far down a page (a form) whose code is downloaded and run only when the
 * visitor comes near it or touches it, not while the page loads. The server renders it (`server`,
 * which only the server's bundle has) and that HTML stays as it is until then, working without
 * JavaScript as all server-rendered forms here do. Waking up, the island mounts the real component
 * in its place, handing over what the visitor had typed and the focus; a form sent while the code
 * was still on its way is sent again by the real component, so the browser's checks still apply.
 */
export function DeferredIsland<P extends object>({ server, load, props }: { server?: IslandComponent<P>; load: () => Promise<IslandComponent<P>>; props: P }) {
  const ref = useRef<HTMLDivElement>(null);
  const [awake, setAwake] = useState<Awake<P> | null>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element || awake) return;
    const shownAt = Date.now();
    let active = true;
    let waking = false;
    let submitted: HTMLFormElement | null = null;
    // A plain button (Load More) clicked meanwhile, by its name: the real one is clicked after the swap.
    let clickedButton: string | null = null;
    // A press (a finger or the mouse on Send, a key) still down when the code arrives: the swap waits
    // for its release, or the release would land on the new button and the click be lost.
    let pressing = false;
    let swapAfterRelease: (() => void) | null = null;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && wake(), { rootMargin: NEAR_MARGIN });
    function holdSubmission(event: SubmitEvent) {
      event.preventDefault();
      submitted = event.target as HTMLFormElement;
      wake();
    }
    function heldClick(event: MouseEvent) {
      const button = event.target instanceof Element ? event.target.closest("button") : null;
      if (button?.type !== "button" || !button.name) return;
      clickedButton = button.name;
      wake();
    }
    function pressed() {
      pressing = true;
      wake();
    }
    function released() {
      pressing = false;
      const swap = swapAfterRelease;
      swapAfterRelease = null;
      // In a task of its own: the release's click, and the submit it makes, are dispatched first.
      if (swap) setTimeout(swap, 0);
    }
    function stopWatching() {
      observer.disconnect();
      element?.removeEventListener("focusin", wake);
    }
    function stopHolding() {
      element?.removeEventListener("submit", holdSubmission);
      element?.removeEventListener("click", heldClick);
      element?.removeEventListener("pointerdown", pressed);
      element?.removeEventListener("keydown", pressed);
      for (const type of ["pointerup", "pointercancel", "keyup", "blur"]) window.removeEventListener(type, released);
    }
    function wake() {
      if (waking) return;
      waking = true;
      stopWatching();
      load().then(
        (Component) => {
          const swap = () => {
            stopHolding();
            if (!active || !element) return;
            const { values, focus } = snapshot(element);
            // Swap in the same task as the snapshot: a key pressed in between would go into the
            // server's field, which the swap then throws away with what was typed.
            flushSync(() => setAwake({ Component, handover: { values, shownAt }, focus, resubmit: submitted !== null, clickAgain: clickedButton }));
          };
          if (pressing) swapAfterRelease = swap;
          else swap();
        },
        (error: unknown) => {
          stopHolding();
          console.error("An interactive part of the page could not be loaded.", error);
          // The server's HTML keeps working: a held submission goes to the server as it would have.
          submitted?.requestSubmit();
        },
      );
    }

    if (!element.firstElementChild)
      wake(); // rendered in the browser: there is no server HTML to show meanwhile
    // The server answered a submission sent before the page's code ran: keep its message on screen.
    else if (element.querySelector("[aria-live] > *")) return;
    else {
      observer.observe(element);
      element.addEventListener("focusin", wake);
      element.addEventListener("pointerdown", pressed);
      element.addEventListener("keydown", pressed);
      for (const type of ["pointerup", "pointercancel", "keyup", "blur"]) window.addEventListener(type, released);
      element.addEventListener("submit", holdSubmission);
      element.addEventListener("click", heldClick);
    }
    return () => {
      active = false;
      stopWatching();
      stopHolding();
    };
  }, [load, awake]);

  // After the component's own effects, so its submit and click handling is all in place.
  useEffect(() => {
    if (awake?.resubmit) ref.current?.querySelector("form")?.requestSubmit();
    if (awake?.clickAgain) ref.current?.querySelector<HTMLButtonElement>(`button[name="${CSS.escape(awake.clickAgain)}"]`)?.click();
  }, [awake]);

  useLayoutEffect(() => {
    const focus = awake?.focus;
    if (!focus) return;
    const field = ref.current?.querySelector<Field>(`[name="${CSS.escape(focus.name)}"]`);
    field?.focus();
    if ((field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && focus.start !== null) {
      try {
        field.setSelectionRange(focus.start, focus.end ?? focus.start);
      } catch {
        // Email and number inputs have no selection to restore.
      }
    }
  }, [awake]);

  if (awake) {
    return (
      <div ref={ref} data-island="awake">
        {createElement(awake.Component, { ...props, handover: awake.handover })}
      </div>
    );
  }
  if (server) {
    return (
      <div ref={ref} data-island="waiting">
        {createElement(server, props)}
      </div>
    );
  }
  return <div ref={ref} data-island="waiting" dangerouslySetInnerHTML={KEEP_SERVER_HTML} suppressHydrationWarning />;
}
