"use client";

import { useSyncExternalStore, type CSSProperties, type ReactNode } from "react";

// The gallery's own theme, independent of the site theme: it sets the design tokens on its own
// area, so children style themselves with the usual token classes (never `dark:` variants).
const KEY = "gallery-theme";
const CHANGE = "gallery-theme-change";

const palettes = {
  dark: {
    "--background": "#0c0a09",
    "--foreground": "#f5f5f4",
    "--muted": "#1c1917",
    "--muted-foreground": "#a8a29e",
    "--card": "#171412",
    "--card-foreground": "#f5f5f4",
    "--border": "#2e2925",
    "--primary": "#f59e0b",
    "--primary-foreground": "#1c1917",
    "--ring": "#fbbf24",
    colorScheme: "dark",
  },
  light: {
    "--background": "#fdfaf5",
    "--foreground": "#1c1917",
    "--muted": "#f3ede3",
    "--muted-foreground": "#57534e",
    "--card": "#ffffff",
    "--card-foreground": "#1c1917",
    "--border": "#e7e0d4",
    "--primary": "#b45309",
    "--primary-foreground": "#ffffff",
    "--ring": "#b45309",
    colorScheme: "light",
  },
} as const;

type GalleryTheme = keyof typeof palettes;

function readTheme(): GalleryTheme {
  try {
    return localStorage.getItem(KEY) === "light" ? "light" : "dark";
  } catch {
    return "dark";
  }
}

function subscribe(onChange: () => void) {
  window.addEventListener(CHANGE, onChange);
  window.addEventListener("storage", onChange);
  return () => {
    window.removeEventListener(CHANGE, onChange);
    window.removeEventListener("storage", onChange);
  };
}

export function GalleryThemeShell({ children }: { children: ReactNode }) {
  const theme = useSyncExternalStore(subscribe, readTheme, () => "dark" as const);
  const dark = theme === "dark";

  function toggle() {
    try {
      localStorage.setItem(KEY, dark ? "light" : "dark");
    } catch {
      // Storage may be refused (private browsing); the choice then lasts until the next load.
    }
    window.dispatchEvent(new Event(CHANGE));
  }

  return (
    <div
      data-testid="gallery-area"
      data-theme={theme}
      style={palettes[theme] as CSSProperties}
      className="relative rounded-2xl border border-border bg-background p-4 text-foreground sm:p-8"
    >
      {/* On the line of the "Photos" heading (its section starts 1rem down), not on a line of its own:
          on a phone that line is what keeps the thumbnails above the floating buttons. */}
      <div className="absolute top-[1.625rem] right-4 z-10 sm:top-[2.625rem] sm:right-8">
        <button
          type="button"
          aria-pressed={dark}
          onClick={toggle}
          className="inline-flex min-h-11 items-center gap-2 rounded-full border border-border bg-card px-4 text-sm font-semibold text-foreground hover:bg-muted"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
          </svg>
          Dark gallery
        </button>
      </div>
      {children}
    </div>
  );
}
