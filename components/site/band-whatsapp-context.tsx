"use client";

import { createContext, useContext } from "react";

// The band's Book via WhatsApp link from the site settings, for the client leaves that show it
// (the date field's "WhatsApp us"): the site layout reads the settings on the server and provides it.
const BandWhatsappContext = createContext<string | null>(null);

export function BandWhatsappProvider({ href, children }: { href: string | null; children: React.ReactNode }) {
  return <BandWhatsappContext.Provider value={href}>{children}</BandWhatsappContext.Provider>;
}

/** The booking chat link, or null when no line is on WhatsApp (or outside the public site). */
export const useBandWhatsappHref = () => useContext(BandWhatsappContext);
