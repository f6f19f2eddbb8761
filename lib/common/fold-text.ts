import "server-only";
// Text as search compares it (issue 64): without accents and case, so "omo iya mi" finds "Ọmọ Ìyá
// Mi" and "juju" finds "Jùjú". The search columns (lib/db/folded-search.ts) and the run sheet use it;
// the browser's searches ask the server.

/** Lower case, marks removed (Unicode NFD, then every combining mark dropped), spaces collapsed. */
export const foldText = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, " ").trim();
