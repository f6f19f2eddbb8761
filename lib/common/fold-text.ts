// Text as search compares it (issue 64): without accents and case, so "omo iya mi" finds "Ọmọ Ìyá
// Mi" and "juju" finds "Jùjú". Shared by the server's search and the browser's filters.

/** Lower case, marks removed (Unicode NFD, then every combining mark dropped), spaces collapsed. */
export const foldText = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, " ").trim();

/** Whether every word of the query is in the text, both folded: the words in any order. */
export function matchesFolded(text: string, query: string): boolean {
  const haystack = foldText(text);
  return foldText(query)
    .split(" ")
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}
