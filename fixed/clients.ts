// The eight client organisations of the trusted-by grid (spec section 3), in order. The logo files
// are original placeholder wordmarks (not the companies' trademarks): replace them with logos the
// band has permission to use, or upload them in the logo manager. These are the slots' defaults;
// what the administrator uploads is kept in the client_logos table (slots 1-8, in this order).

export type Client = { slug: string; name: string; slotName: string; logo: string; defaultSize: number };

export const clients: Client[] = [
  { slug: "aradel", name: "Aradel", slotName: "Aradel Holdings", logo: "/images/clients/aradel.svg", defaultSize: 125 },
  { slug: "lagos-business-school", name: "Lagos Business School", slotName: "Lagos Business School", logo: "/images/clients/lagos-business-school.svg", defaultSize: 110 },
  { slug: "klm-air-france", name: "KLM Air France", slotName: "KLM Air France", logo: "/images/clients/klm-air-france.svg", defaultSize: 100 },
  { slug: "energy-institute", name: "Energy Institute", slotName: "Energy Institute", logo: "/images/clients/energy-institute.svg", defaultSize: 100 },
  { slug: "women-in-oil-and-gas", name: "Women in Oil & Gas", slotName: "Women in Oil & Gas", logo: "/images/clients/women-in-oil-and-gas.svg", defaultSize: 100 },
  { slug: "world-bank", name: "World Bank", slotName: "World Bank", logo: "/images/clients/world-bank.svg", defaultSize: 100 },
  { slug: "chevron", name: "Chevron", slotName: "Chevron Corporation", logo: "/images/clients/chevron.svg", defaultSize: 110 },
  { slug: "total-upstream", name: "Total Upstream", slotName: "TotalEnergies", logo: "/images/clients/total-upstream.svg", defaultSize: 100 },
];

/**
 * The window event that announces updated client logos: an open page showing the logos reloads
 * them from GET /api/client-logos when it fires. The logo managers fire it after every change,
 * and pass it to the site's other open tabs over the BroadcastChannel of the same name.
 */
export const CLIENT_LOGOS_UPDATED_EVENT = "clientLogosUpdated";
