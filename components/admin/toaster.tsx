"use client";

import { useSyncExternalStore } from "react";
import { Toaster as Sonner } from "sonner";

// The site's theme is the `dark` class on <html> (set by the theme toggle), not the system's.
function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["class"] });
  return () => observer.disconnect();
}
const siteTheme = () => (document.documentElement.classList.contains("dark") ? "dark" : "light");

/** One toast at a time, each visible for 5 seconds (spec section 9), in the site's theme. */
export function Toaster() {
  const theme = useSyncExternalStore(subscribe, siteTheme, () => "light" as const);
  return <Sonner visibleToasts={1} duration={5000} position="top-center" richColors closeButton theme={theme} />;
}
