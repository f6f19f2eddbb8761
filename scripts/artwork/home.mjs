#!/usr/bin/env node
// Generates the home page artwork (hero, about photos, venues, equipment, Open Graph image, the
// managing director portrait and placeholder client wordmarks). Run: node scripts/artwork/home.mjs
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { beams, clientWordmark, crowd, directorPortrait, equaliser, linear, musician, palette, palm, radial, random, roundTable, stringLights, svg } from "./home-shapes.mjs";

const root = path.resolve(import.meta.dirname, "../..");
const out = (...parts) => path.join(root, "public/images", ...parts);

async function render(file, markup, quality = 68) {
  mkdirSync(path.dirname(file), { recursive: true });
  await sharp(Buffer.from(markup)).jpeg({ quality, mozjpeg: true, chromaSubsampling: "4:2:0" }).toFile(file);
  console.log("wrote", path.relative(root, file));
}

function stage(width, height, seed, { band = ["guitar", "singer", "sax", "drums"], beamColors = [palette.amber, palette.orange, "#a855f7", palette.gold], crowdRows = 2 } = {}) {
  const rand = random(seed);
  const light = beams(width, height * 0.85, beamColors, 6);
  const defs =
    linear("sky", [
      [0, palette.night],
      [0.6, palette.plum],
      [1, "#7c2d12"],
    ]) +
    radial("glow", [
      [0, palette.gold, 0.55],
      [1, palette.gold, 0],
    ]) +
    light.defs;
  const floor = height * 0.78;
  const spacing = width / (band.length + 1);
  const players = band.map((kind, index) => musician(spacing * (index + 1), floor, height / 700, kind)).join("");
  const body = `<rect width="${width}" height="${height}" fill="url(#sky)"/>${light.body}<ellipse cx="${width / 2}" cy="${floor}" rx="${width * 0.45}" ry="${height * 0.22}" fill="url(#glow)"/>${equaliser(width * 0.1, floor - height * 0.3, width * 0.8, height * 0.18, rand, palette.amber)}<rect y="${floor}" width="${width}" height="${height - floor}" fill="#1a0b12"/>${players}${crowd(width, height, rand, "#07040a", crowdRows)}`;
  return svg(width, height, body, defs);
}

const venues = {
  ballroom(w, h, rand) {
    let body = `<rect width="${w}" height="${h}" fill="url(#bg)"/>`;
    for (const x of [w * 0.2, w * 0.5, w * 0.8])
      body += `<line x1="${x}" y1="0" x2="${x}" y2="${h * 0.12}" stroke="#fde68a"/><circle cx="${x}" cy="${h * 0.16}" r="${h * 0.06}" fill="#fde68a" opacity="0.9"/><circle cx="${x}" cy="${h * 0.16}" r="${h * 0.14}" fill="#fde68a" opacity="0.2"/>`;
    for (let i = 0; i < 7; i += 1) body += roundTable(w * (0.1 + i * 0.135), h * (0.72 + (i % 2) * 0.1), w * 0.06, i % 2 ? "#fef3c7" : "#fde68a");
    return {
      defs: linear("bg", [
        [0, "#451a03"],
        [1, "#92400e"],
      ]),
      body: body + equaliser(w * 0.3, h * 0.5, w * 0.4, h * 0.1, rand, "#f59e0b"),
    };
  },
  beach(w, h) {
    let body = `<rect width="${w}" height="${h * 0.6}" fill="url(#bg)"/><circle cx="${w * 0.55}" cy="${h * 0.55}" r="${h * 0.16}" fill="#fde047"/><rect y="${h * 0.58}" width="${w}" height="${h * 0.16}" fill="#0e7490"/><rect y="${h * 0.74}" width="${w}" height="${h * 0.26}" fill="#d6a461"/>`;
    for (let i = 0; i < 5; i += 1)
      body += `<path d="M0,${h * (0.6 + i * 0.03)} q${w / 8},-8 ${w / 4},0 t${w / 4},0 t${w / 4},0 t${w / 4},0" stroke="#67e8f9" stroke-width="2" fill="none" opacity="0.6"/>`;
    body +=
      palm(w * 0.1, h * 0.9, h * 0.6) +
      palm(w * 0.88, h * 0.95, h * 0.55) +
      musician(w * 0.45, h * 0.86, h / 800, "guitar", "#3b1d0c") +
      musician(w * 0.6, h * 0.86, h / 800, "singer", "#3b1d0c");
    return {
      defs: linear("bg", [
        [0, "#7c3aed"],
        [0.5, "#f97316"],
        [1, "#fcd34d"],
      ]),
      body,
    };
  },
  garden(w, h) {
    let body = `<rect width="${w}" height="${h}" fill="url(#bg)"/>`;
    for (let i = 0; i < 6; i += 1) body += `<circle cx="${w * (i / 5)}" cy="${h * 0.45}" r="${h * 0.22}" fill="#14532d"/>`;
    body += `<rect y="${h * 0.62}" width="${w}" height="${h * 0.38}" fill="#166534"/><path d="M${w * 0.3},${h * 0.62} L${w * 0.5},${h * 0.3} L${w * 0.7},${h * 0.62} Z" fill="#fef3c7"/><rect x="${w * 0.32}" y="${h * 0.62}" width="${w * 0.36}" height="${h * 0.16}" fill="#fde68a"/>`;
    body += stringLights(0, h * 0.2, w, h * 0.22, h * 0.15, ["#fbbf24", "#f97316", "#fde68a"]);
    for (let i = 0; i < 4; i += 1) body += roundTable(w * (0.12 + i * 0.25), h * 0.88, w * 0.06, "#fff7ed");
    return {
      defs: linear("bg", [
        [0, "#0c1a2b"],
        [1, "#1e3a5f"],
      ]),
      body,
    };
  },
  hall(w, h, rand) {
    let body = `<rect width="${w}" height="${h}" fill="url(#bg)"/>`;
    for (let i = 0; i < 6; i += 1) body += `<rect x="${w * (0.05 + i * 0.18)}" y="${h * 0.1}" width="${w * 0.05}" height="${h * 0.55}" fill="#78350f"/>`;
    body +=
      `<rect x="${w * 0.2}" y="${h * 0.45}" width="${w * 0.6}" height="${h * 0.2}" fill="#7f1d1d"/>` +
      musician(w * 0.4, h * 0.62, h / 900, "singer", "#1c0a05") +
      musician(w * 0.6, h * 0.62, h / 900, "drums", "#1c0a05");
    for (let x = w * 0.05; x < w; x += w * 0.06)
      for (let row = 0; row < 3; row += 1)
        body += `<rect x="${x}" y="${h * (0.74 + row * 0.08)}" width="${w * 0.04}" height="${h * 0.05}" rx="4" fill="#a16207" opacity="${0.6 + rand() * 0.4}"/>`;
    return {
      defs: linear("bg", [
        [0, "#fef3c7"],
        [1, "#f59e0b"],
      ]),
      body,
    };
  },
  rooftop(w, h, rand) {
    let body = `<rect width="${w}" height="${h}" fill="url(#bg)"/>`;
    for (let x = 0; x < w; x += w * 0.05) {
      const bh = h * (0.15 + rand() * 0.35);
      body += `<rect x="${x}" y="${h * 0.65 - bh}" width="${w * 0.045}" height="${bh}" fill="#1e1b4b"/>`;
      for (let y = h * 0.65 - bh + 8; y < h * 0.63; y += 16) if (rand() > 0.5) body += `<rect x="${x + 6}" y="${y}" width="6" height="6" fill="#fde68a"/>`;
    }
    body +=
      `<rect y="${h * 0.65}" width="${w}" height="${h * 0.35}" fill="#292524"/><rect y="${h * 0.65}" width="${w}" height="8" fill="#57534e"/>` +
      stringLights(0, h * 0.15, w, h * 0.1, h * 0.12, ["#f472b6", "#fbbf24", "#34d399"]);
    body += musician(w * 0.5, h * 0.92, h / 800, "sax", "#0c0a09") + crowd(w, h, rand, "#0c0a09", 1);
    return {
      defs: linear("bg", [
        [0, "#0f172a"],
        [1, "#6d28d9"],
      ]),
      body,
    };
  },
  hotel(w, h, rand) {
    let body = `<rect width="${w}" height="${h}" fill="url(#bg)"/><rect x="${w * 0.3}" y="${h * 0.05}" width="${w * 0.4}" height="${h * 0.7}" fill="#e7e5e4"/>`;
    for (let y = h * 0.1; y < h * 0.7; y += h * 0.06)
      for (let x = w * 0.33; x < w * 0.67; x += w * 0.05)
        body += `<rect x="${x}" y="${y}" width="${w * 0.03}" height="${h * 0.035}" fill="${rand() > 0.4 ? "#fbbf24" : "#44403c"}"/>`;
    body +=
      `<rect y="${h * 0.75}" width="${w}" height="${h * 0.25}" fill="#0e7490"/><rect y="${h * 0.73}" width="${w}" height="${h * 0.03}" fill="#d6d3d1"/>` +
      palm(w * 0.15, h * 0.75, h * 0.45, "#064e3b") +
      palm(w * 0.85, h * 0.75, h * 0.4, "#064e3b");
    return {
      defs: linear("bg", [
        [0, "#1e3a8a"],
        [1, "#f59e0b"],
      ]),
      body,
    };
  },
};

async function main() {
  await render(out("home/hero.jpg"), stage(1600, 900, 7), 62);
  await render(out("home/about-stage.jpg"), stage(800, 600, 11, { band: ["singer", "guitar"], crowdRows: 1 }));
  await render(out("home/about-crowd.jpg"), stage(800, 600, 23, { band: ["sax", "drums", "guitar"], beamColors: [palette.green, palette.gold, palette.red] }));
  for (const [name, draw] of Object.entries(venues)) {
    const { defs, body } = draw(800, 560, random(name.length * 97));
    await render(out(`home/venue-${name}.jpg`), svg(800, 560, body, defs));
  }
  await render(
    out("home/equipment-sound.jpg"),
    svg(
      800,
      560,
      soundGear(800, 560),
      linear("bg", [
        [0, "#1c1917"],
        [1, "#44403c"],
      ]),
    ),
  );
  await render(out("home/equipment-stage.jpg"), stage(800, 560, 41, { band: ["drums"], crowdRows: 0 }));
  await render(out("og/home.jpg"), ogImage(), 72);
  writeFileSync(out("band/director.svg"), directorPortrait());
  for (const [slug, name, hue] of clientMarks) writeFileSync(out(`clients/${slug}.svg`), clientWordmark(name, hue));
  console.log("wrote band/director.svg and 8 client wordmarks");
}

function soundGear(w, h) {
  let body = `<rect width="${w}" height="${h}" fill="url(#bg)"/>`;
  for (const [x, scale] of [
    [w * 0.08, 1],
    [w * 0.72, 1],
  ]) {
    body += `<rect x="${x}" y="${h * 0.15}" width="${w * 0.2 * scale}" height="${h * 0.7}" rx="10" fill="#0c0a09" stroke="#57534e" stroke-width="4"/>`;
    for (const [cy, r] of [
      [0.3, 0.07],
      [0.55, 0.12],
    ])
      body += `<circle cx="${x + w * 0.1}" cy="${h * cy + h * 0.05}" r="${h * r}" fill="#292524" stroke="#f59e0b" stroke-width="4"/><circle cx="${x + w * 0.1}" cy="${h * cy + h * 0.05}" r="${h * r * 0.35}" fill="#57534e"/>`;
  }
  body += `<rect x="${w * 0.32}" y="${h * 0.55}" width="${w * 0.36}" height="${h * 0.22}" rx="8" fill="#292524" stroke="#78716c" stroke-width="3"/>`;
  for (let i = 0; i < 12; i += 1)
    body += `<rect x="${w * 0.34 + i * w * 0.028}" y="${h * 0.58}" width="6" height="${h * 0.15}" fill="#44403c"/><rect x="${w * 0.34 + i * w * 0.028 - 4}" y="${h * (0.6 + ((i * 37) % 10) / 100)}" width="14" height="10" rx="2" fill="${i % 3 ? "#fbbf24" : "#22c55e"}"/>`;
  body += `<line x1="${w * 0.5}" y1="${h * 0.55}" x2="${w * 0.5}" y2="${h * 0.2}" stroke="#a8a29e" stroke-width="5"/><rect x="${w * 0.48}" y="${h * 0.1}" width="${w * 0.04}" height="${h * 0.12}" rx="14" fill="#d6d3d1"/>`;
  return body;
}

function ogImage() {
  const base = stage(1200, 630, 5, { crowdRows: 1 });
  const title = `<rect x="0" y="380" width="1200" height="250" fill="#0c0a09" opacity="0.55"/><text x="60" y="470" font-family="Georgia, serif" font-size="64" font-weight="700" fill="#fde68a">Eko Live Band &amp; Entertainment</text><text x="60" y="540" font-family="Arial, sans-serif" font-size="34" fill="#ffffff">Live music for weddings and events in Lagos since 2004</text>`;
  return base.replace("</svg>", `${title}</svg>`);
}

const clientMarks = [
  ["aradel", "Aradel", 28],
  ["lagos-business-school", "Lagos Business School", 210],
  ["klm-air-france", "KLM Air France", 200],
  ["energy-institute", "Energy Institute", 150],
  ["women-in-oil-and-gas", "Women in Oil & Gas", 330],
  ["world-bank", "World Bank", 220],
  ["chevron", "Chevron", 0],
  ["total-upstream", "Total Upstream", 15],
];

await main();
