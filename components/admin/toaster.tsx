"use client";

import { Toaster as Sonner } from "sonner";

/** One toast at a time, each visible for 5 seconds (spec section 9). */
export function Toaster() {
  return <Sonner visibleToasts={1} duration={5000} position="top-center" richColors closeButton theme="system" />;
}
