import { lazy, type ComponentType } from "react";

/**
 * A component whose code downloads only when it is first needed (a dialog nobody may open);
 * `preload` starts the download early, and `preloadOnIntent` (props for the control that opens it)
 * does so when the visitor shows intent: pointer, focus or touch. If the code cannot be loaded the
 * component renders nothing, rather than taking the page down.
 */
export function lazyWithPreload<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const nothing: ComponentType<P> = () => null;
  const Component = lazy(() =>
    preload().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        console.error("Part of the page could not be loaded.", error);
        return { default: nothing };
      },
    ),
  );
  const startPreload = () => void preload().catch(() => undefined);
  return { Component, preload: startPreload, preloadOnIntent: { onPointerEnter: startPreload, onFocus: startPreload, onTouchStart: startPreload } };
}
