// The gallery's sample photos, seeded on a fresh install (lib/setup/demo.ts). Apart from
// fixed/gallery.ts, which the gallery's browser code imports: these 3 KB of captions stay on the server.

/** A sample photo seeded on a fresh install (lib/setup/demo.ts): public/images/gallery/<file>.jpg. */
export type DemoGalleryPhoto = { file: string; category: string; title: string; alt: string };

const photo = (file: string, category: string, title: string, alt: string): DemoGalleryPhoto => ({ file, category, title, alt });

export const demoGalleryPhotos: DemoGalleryPhoto[] = [
  photo("owambe-1", "Owambe Sessions", "Aso-ebi in purple and gold", "Guests in matching purple and gold head-ties dance before the band under a white canopy"),
  photo("owambe-2", "Owambe Sessions", "Teal and coral celebration", "Owambe guests in teal and coral aso-ebi in front of the talking drummer and singer"),
  photo("owambe-3", "Owambe Sessions", "Red and yellow owambe", "Rows of guests in red and yellow gele facing the band at an owambe party"),
  photo("highlife-1", "Igbo Highlife", "Guitars at golden hour", "Two highlife guitarists, a saxophonist and a drummer under warm amber lights"),
  photo("highlife-2", "Igbo Highlife", "Highlife night", "Highlife guitar band silhouetted against golden stage beams"),
  photo("highlife-3", "Igbo Highlife", "Palm-wine guitar set", "Guitarists and a saxophonist playing highlife on a warm-lit stage"),
  photo("cubana-1", "Cubana Live Performance", "Club stage in neon", "Singer, guitarist and drummer on a club stage under pink, violet and blue beams"),
  photo("cubana-2", "Cubana Live Performance", "Late set at the club", "Crowd silhouettes raising hands in front of a neon-lit band"),
  photo("cubana-3", "Cubana Live Performance", "Cubana after midnight", "Band on a dark club stage with coloured light beams over the crowd"),
  photo("brewery-1", "Bature Brewery", "Garden stage at dusk", "Band playing in a brewery garden under string lights between two trees"),
  photo("brewery-2", "Bature Brewery", "String lights and highlife", "Evening garden set with glowing string lights and wooden tables"),
  photo("mixtape-1", "Mixtape", "Behind the decks", "DJ with headphones at twin turntables beneath a red sound wave"),
  photo("mixtape-2", "Mixtape", "Mixtape session", "DJ silhouette over the decks with a blue sound wave and a dancing crowd"),
  photo("events-1", "Events", "Full band on stage", "Five-piece band under warm beams with a crowd in the foreground"),
  photo("events-2", "Events", "Crowd favourite", "Audience raising hands as the band plays under red and gold lights"),
  photo("events-3", "Events", "Open-air event", "Band on an outdoor stage at dusk with the crowd in silhouette"),
  photo("corporate-1", "Corporate Events", "Ballroom gala", "Band beside a presentation screen in a ballroom with chandeliers and round tables"),
  photo("corporate-2", "Corporate Events", "Awards dinner", "Elegant dinner tables under chandeliers while the band performs"),
  photo("corporate-3", "Corporate Events", "Company end-of-year party", "Corporate ballroom with the band on stage and guests at dressed tables"),
  photo("international-1", "International Events", "Festival main stage", "Large stage with a lighting truss, white and cyan beams and a packed crowd"),
  photo("international-2", "International Events", "On tour", "Five musicians on a festival stage under violet and gold beams"),
  photo("birthday-1", "Birthday Celebrations", "Birthday cake and balloons", "A two-tier pink birthday cake with candles surrounded by colourful balloons"),
  photo("birthday-2", "Birthday Celebrations", "Fiftieth birthday party", "Balloons in bright colours float above a birthday cake with lit candles"),
  photo("memorial-1", "Memorial Services", "Candles of remembrance", "Row of lit white candles and white lilies in soft light"),
  photo("memorial-2", "Memorial Services", "Service of songs", "Quiet candlelight with white lilies at a memorial service"),
];
