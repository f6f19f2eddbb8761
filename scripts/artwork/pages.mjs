// Original artwork for the content pages: Open Graph cards (1200x630 JPEG), the /about stage scene
// and six illustrated testimonial portraits (invented people). Built from SVG strings, rendered
// with sharp. Run: node scripts/artwork/pages.mjs
import { mkdir } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

const root = path.join(import.meta.dirname, "..", "..", "public", "images");
const BAND = "Eko Live Band &amp; Entertainment";
const palette = ["#f59e0b", "#b45309", "#15803d", "#dc2626", "#7c3aed", "#0e7490"];

// A deterministic pseudo-random sequence, so re-running the script gives the same files.
function rng(seed) {
  let s = seed;
  return () => (s = (s * 16807) % 2147483647) / 2147483647;
}

function beams(w, h, rand, count = 5) {
  return Array.from({ length: count }, (_, i) => {
    const x = (w / (count + 1)) * (i + 1);
    const spread = 90 + rand() * 120;
    const colour = palette[i % palette.length];
    return `<polygon points="${x},0 ${x - spread},${h} ${x + spread},${h}" fill="${colour}" opacity="0.16"/>`;
  }).join("");
}

function ankaraBand(w, y, rand) {
  const tiles = Math.ceil(w / 60);
  return Array.from({ length: tiles }, (_, i) => {
    const c = palette[Math.floor(rand() * palette.length)];
    return `<rect x="${i * 60}" y="${y}" width="60" height="24" fill="${c}"/><circle cx="${i * 60 + 30}" cy="${y + 12}" r="7" fill="#fde68a"/>`;
  }).join("");
}

// Musician silhouettes: a singer, a guitarist, a drummer, a horn player.
function musicians(w, floor, scale = 1) {
  const s = scale;
  const person = (x, extra) =>
    `<g transform="translate(${x},${floor}) scale(${s})" fill="#0c0a09"><circle cx="0" cy="-190" r="24"/><path d="M-32,-160 Q0,-175 32,-160 L40,-60 L22,0 L8,0 L0,-55 L-8,0 L-22,0 L-40,-60 Z"/>${extra}</g>`;
  return [
    person(w * 0.2, `<rect x="30" y="-175" width="8" height="80" transform="rotate(25 34 -135)"/><ellipse cx="70" cy="-110" rx="36" ry="18" transform="rotate(-20 70 -110)"/>`),
    person(w * 0.4, `<rect x="36" y="-175" width="6" height="70"/><circle cx="39" cy="-180" r="10"/>`),
    `<g transform="translate(${w * 0.6},${floor}) scale(${s})" fill="#0c0a09"><circle cx="0" cy="-140" r="22"/><path d="M-30,-115 L30,-115 L36,-50 L-36,-50Z"/><ellipse cx="-70" cy="-45" rx="40" ry="12"/><ellipse cx="70" cy="-45" rx="40" ry="12"/><rect x="-50" y="-60" width="100" height="60" rx="30"/></g>`,
    person(w * 0.8, `<path d="M30,-165 L90,-135 L100,-100 L85,-95 L78,-125 L34,-145Z"/>`),
  ].join("");
}

function stageScene(w, h, seed) {
  const rand = rng(seed);
  const floor = h * 0.82;
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1c0f05"/><stop offset="0.6" stop-color="#7c2d12"/><stop offset="1" stop-color="#f59e0b"/></linearGradient></defs>
  <rect width="${w}" height="${h}" fill="url(#sky)"/>${beams(w, h, rand)}
  <circle cx="${w * 0.5}" cy="${h * 0.42}" r="${h * 0.3}" fill="#fbbf24" opacity="0.25"/>
  ${musicians(w, floor, h / 700)}
  <rect y="${floor}" width="${w}" height="${h - floor}" fill="#1c1917"/>${ankaraBand(w, floor, rand)}`;
}

function ogCard(title, seed) {
  const w = 1200;
  const h = 630;
  const safe = title.replace(/&/g, "&amp;");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">${stageScene(w, h, seed)}
  <rect x="0" y="0" width="${w}" height="230" fill="#0c0a09" opacity="0.72"/>
  <text x="60" y="95" font-family="DejaVu Serif" font-weight="bold" font-size="58" fill="#fbbf24">${BAND}</text>
  <text x="60" y="175" font-family="DejaVu Sans" font-size="44" fill="#ffffff">${safe}</text></svg>`;
}

function portrait(seed) {
  const rand = rng(seed);
  const bg = palette[seed % palette.length];
  const skin = ["#8d5524", "#6b3e1f", "#a0673a", "#5a3219"][seed % 4];
  const cloth = palette[(seed + 2) % palette.length];
  const gele = palette[(seed + 3) % palette.length];
  const headwear =
    seed % 2 === 0
      ? `<path d="M95,105 Q160,20 225,105 Q240,70 200,55 Q160,35 120,55 Q80,70 95,105Z" fill="${gele}"/>`
      : `<rect x="110" y="62" width="100" height="38" rx="12" fill="${gele}"/>`;
  const dots = Array.from({ length: 14 }, () => `<circle cx="${rand() * 320}" cy="${rand() * 320}" r="${4 + rand() * 10}" fill="#fde68a" opacity="0.35"/>`).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320"><rect width="320" height="320" fill="${bg}"/>${dots}
  <path d="M40,320 Q60,220 160,215 Q260,220 280,320Z" fill="${cloth}"/><path d="M130,215 L160,260 L190,215Z" fill="#fde68a"/>
  <rect x="140" y="175" width="40" height="45" fill="${skin}"/><ellipse cx="160" cy="135" rx="55" ry="65" fill="${skin}"/>
  ${headwear}<circle cx="140" cy="135" r="6" fill="#1c1917"/><circle cx="180" cy="135" r="6" fill="#1c1917"/>
  <path d="M140,165 Q160,180 180,165" stroke="#1c1917" stroke-width="5" fill="none" stroke-linecap="round"/></svg>`;
}

const ogPages = {
  about: "About us — Lagos live band since 2004",
  services: "Our services: band, DJ, MC, sound, video",
  testimonials: "What our clients say",
  contact: "Book the band for your event in Lagos",
  "privacy-policy": "Privacy Policy",
  "terms-of-service": "Terms of Service",
  "google-api-setup": "Google reviews setup guide",
  "adsense-setup": "AdSense setup guide",
  "blog-post-seo": "Choosing a live band for your wedding",
  "review-collection": "Why reviews matter",
  "local-seo-boost": "Live band hire across Lagos",
  "video-studio": "Video Studio — record your own clip",
  gallery: "Gallery — photos and videos from our stages",
  music: "Our music — listen and download",
  quote: "Get a quote for your event",
};
const testimonialSlugs = ["bride-lekki", "hr-director", "birthday-host", "event-planner", "groom-ikeja", "conference-lead"];

for (const dir of ["og", "about", "testimonials"]) await mkdir(path.join(root, dir), { recursive: true });

let seed = 11;
for (const [slug, title] of Object.entries(ogPages)) {
  await sharp(Buffer.from(ogCard(title, seed++)))
    .jpeg({ quality: 72, mozjpeg: true })
    .toFile(path.join(root, "og", `${slug}.jpg`));
}
const about = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900">${stageScene(1600, 900, 7)}</svg>`;
await sharp(Buffer.from(about))
  .webp({ quality: 70 })
  .toFile(path.join(root, "about", "stage.webp"));
for (const [i, slug] of testimonialSlugs.entries()) {
  await sharp(Buffer.from(portrait(i + 1)))
    .webp({ quality: 72 })
    .toFile(path.join(root, "testimonials", `${slug}.webp`));
}
console.log("page artwork written to", root);
