// The band's fixed facts. Imported by browser code (the header's logo), so it stays this small: the
// defaults of a fresh install for what the band edits in Settings are in fixed/band-defaults.ts.

export const site = {
  /** The band's trading name, shown in the header, titles and the admin panel. */
  bandName: "Eko Live Band & Entertainment",
  shortName: "Eko Live Band",
  foundedYear: 2004,
  /** The experience claim the site makes everywhere (spec: 21+ years). */
  yearsOfExperience: "21+",
  tagline: "Live music for weddings, corporate events and owambe parties across Lagos since 2004.",
} as const;
