// Generates the gallery's original artwork: stylised performance scenes, one set per category,
// drawn as SVG and rendered to JPEG with sharp. Run: node scripts/artwork/gallery.mjs
import { mkdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

const OUT = path.join(import.meta.dirname, "../../public/images/gallery");
const W = 1200;
const H = 800;

// Deterministic randomness, so re-running the script gives the same pictures.
function rng(seed) {
  let s = seed >>> 0;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

const sky = (top, bottom) =>
  `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>
  <radialGradient id="glow" cx="0.5" cy="0.35" r="0.6"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>
  <rect width="${W}" height="${H}" fill="url(#sky)"/><rect width="${W}" height="${H}" fill="url(#glow)"/>`;

const beams = (r, colors, n = 5) =>
  Array.from({ length: n }, (_, i) => {
    const x = 100 + (i * (W - 200)) / Math.max(1, n - 1);
    const spread = 120 + r() * 160;
    const tilt = (r() - 0.5) * 500;
    return `<polygon points="${x - 12},0 ${x + 12},0 ${x + tilt + spread},${H * 0.8} ${x + tilt - spread},${H * 0.8}" fill="${colors[i % colors.length]}" opacity="0.22"/>`;
  }).join("");

const floor = (color) => `<rect y="${H * 0.72}" width="${W}" height="${H * 0.28}" fill="${color}"/>`;

function musician(x, y, s, instrument, color) {
  const body = `<circle cx="${x}" cy="${y - 150 * s}" r="${22 * s}" fill="${color}"/>
    <path d="M${x - 34 * s},${y - 120 * s} h${68 * s} l${10 * s},${90 * s} h${-88 * s} z" fill="${color}"/>
    <rect x="${x - 26 * s}" y="${y - 32 * s}" width="${18 * s}" height="${32 * s}" fill="${color}"/><rect x="${x + 8 * s}" y="${y - 32 * s}" width="${18 * s}" height="${32 * s}" fill="${color}"/>`;
  const gear = {
    guitar: `<ellipse cx="${x + 10 * s}" cy="${y - 62 * s}" rx="${30 * s}" ry="${22 * s}" fill="#e8b04a"/><rect x="${x + 30 * s}" y="${y - 72 * s}" width="${80 * s}" height="${7 * s}" fill="#5b3a1a" transform="rotate(-25 ${x + 30 * s} ${y - 70 * s})"/>`,
    mic: `<line x1="${x + 45 * s}" y1="${y}" x2="${x + 45 * s}" y2="${y - 140 * s}" stroke="#999" stroke-width="${4 * s}"/><circle cx="${x + 40 * s}" cy="${y - 142 * s}" r="${7 * s}" fill="#ccc"/>`,
    sax: `<path d="M${x + 5 * s},${y - 120 * s} q${30 * s},${40 * s} ${10 * s},${90 * s} q${-10 * s},${20 * s} ${25 * s},${10 * s}" stroke="#f2c14e" stroke-width="${9 * s}" fill="none" stroke-linecap="round"/>`,
    drum: `<ellipse cx="${x}" cy="${y - 30 * s}" rx="${55 * s}" ry="${16 * s}" fill="#d9d2c5"/><rect x="${x - 55 * s}" y="${y - 30 * s}" width="${110 * s}" height="${30 * s}" fill="#a3341f"/>`,
    talking: `<path d="M${x + 20 * s},${y - 90 * s} l${30 * s},${10 * s} l${-6 * s},${40 * s} l${30 * s},${10 * s} l${-54 * s},${0} z" fill="#c98b3a"/>`,
  };
  return body + (gear[instrument] ?? "");
}

function crowd(r, y, color, n = 26) {
  let out = "";
  for (let i = 0; i < n; i++) {
    const x = (i / n) * W + r() * 30;
    const h = 40 + r() * 30;
    out += `<circle cx="${x}" cy="${y - h}" r="${18 + r() * 6}" fill="${color}"/><rect x="${x - 28}" y="${y - h + 14}" width="56" height="${h + 60}" rx="20" fill="${color}"/>`;
    if (r() > 0.7) out += `<line x1="${x + 18}" y1="${y - h + 20}" x2="${x + 40}" y2="${y - h - 60}" stroke="${color}" stroke-width="12" stroke-linecap="round"/>`;
  }
  return out;
}

// Party guests in matching aso-ebi: gele head-ties in the day's colours.
function asoEbi(r, colors) {
  let out = "";
  for (let i = 0; i < 9; i++) {
    const x = 80 + i * 130 + r() * 20;
    const y = 560 + r() * 60;
    const c = colors[i % colors.length];
    out += `<path d="M${x - 45},${y + 240} q0,-200 45,-225 q45,25 45,225 z" fill="${c}"/><circle cx="${x}" cy="${y - 20}" r="24" fill="#4a2c1d"/>
      <path d="M${x - 40},${y - 34} q40,-70 80,0 q-40,-20 -80,0 z" fill="${c}" stroke="#f7d774" stroke-width="3"/>`;
  }
  return out;
}

const stringLights = (r, y) =>
  Array.from({ length: 30 }, (_, i) => `<circle cx="${i * 42 + 10}" cy="${y + Math.sin(i / 3) * 25}" r="7" fill="#ffe29a" opacity="${0.6 + r() * 0.4}"/>`).join("") +
  `<path d="M0,${y} ${Array.from({ length: 30 }, (_, i) => `L${i * 42 + 10},${y + Math.sin(i / 3) * 25}`).join(" ")}" stroke="#3b2a1a" stroke-width="2" fill="none"/>`;

const trees = (color) =>
  [120, 1080].map((x) => `<rect x="${x - 12}" y="300" width="24" height="300" fill="#3b2a1a"/><circle cx="${x}" cy="280" r="110" fill="${color}"/>`).join("");

const chandeliers = () =>
  [300, 600, 900]
    .map(
      (x) =>
        `<line x1="${x}" y1="0" x2="${x}" y2="90" stroke="#d4af37" stroke-width="3"/><path d="M${x - 60},90 h120 l-30,40 h-60 z" fill="#f4e3a1" opacity="0.9"/>${[-45, -15, 15, 45].map((d) => `<circle cx="${x + d}" cy="88" r="6" fill="#fff8dc"/>`).join("")}`,
    )
    .join("");

const roundTables = (cloth) =>
  [200, 500, 800, 1050]
    .map(
      (x, i) =>
        `<ellipse cx="${x}" cy="${690 + (i % 2) * 40}" rx="110" ry="34" fill="${cloth}"/><rect x="${x - 110}" y="${690 + (i % 2) * 40}" width="220" height="70" fill="${cloth}"/><circle cx="${x}" cy="${660 + (i % 2) * 40}" r="14" fill="#d4af37"/>`,
    )
    .join("");

const turntables = () =>
  `<rect x="330" y="520" width="540" height="120" rx="10" fill="#1f1f24"/>${[450, 750].map((x) => `<circle cx="${x}" cy="560" r="48" fill="#0b0b0d" stroke="#444" stroke-width="4"/><circle cx="${x}" cy="560" r="12" fill="#e14b8a"/>`).join("")}<rect x="575" y="530" width="50" height="70" fill="#333"/>`;

const waveform = (r, color) =>
  Array.from({ length: 60 }, (_, i) => {
    const h = 20 + r() * 120;
    return `<rect x="${i * 20 + 5}" y="${180 - h / 2}" width="10" height="${h}" rx="5" fill="${color}" opacity="0.7"/>`;
  }).join("");

const cake = () =>
  `<rect x="480" y="520" width="240" height="90" rx="10" fill="#f7c6d9"/><rect x="520" y="450" width="160" height="75" rx="10" fill="#fde2ec"/><rect x="420" y="605" width="360" height="16" rx="8" fill="#e0d6c8"/>` +
  [550, 585, 620, 655].map((x) => `<rect x="${x - 4}" y="410" width="8" height="40" fill="#fff"/><ellipse cx="${x}" cy="400" rx="7" ry="12" fill="#ffb02e"/>`).join("");

const balloons = (r, colors) =>
  Array.from({ length: 10 }, (_, i) => {
    const x = 60 + i * 120 + r() * 40;
    const y = 120 + r() * 200;
    return `<line x1="${x}" y1="${y + 55}" x2="${x + r() * 30 - 15}" y2="${y + 260}" stroke="#eee" stroke-width="2"/><ellipse cx="${x}" cy="${y}" rx="42" ry="54" fill="${colors[i % colors.length]}"/><ellipse cx="${x - 12}" cy="${y - 18}" rx="9" ry="14" fill="#fff" opacity="0.35"/>`;
  }).join("");

const candles = (r, n = 9) =>
  Array.from({ length: n }, (_, i) => {
    const x = 150 + i * ((W - 300) / (n - 1));
    const h = 90 + r() * 110;
    const y = 640 - h;
    return `<circle cx="${x}" cy="${y - 20}" r="60" fill="#ffd27a" opacity="0.12"/><rect x="${x - 20}" y="${y}" width="40" height="${h}" rx="6" fill="#f3ead8"/><ellipse cx="${x}" cy="${y - 18}" rx="9" ry="20" fill="#ffc24a"/>`;
  }).join("");

const lilies = () =>
  [230, 970]
    .map(
      (x) =>
        [0, 72, 144, 216, 288].map((a) => `<ellipse cx="${x}" cy="600" rx="16" ry="50" fill="#fbfaf6" transform="rotate(${a} ${x} 640) translate(0 -10)"/>`).join("") +
        `<circle cx="${x}" cy="640" r="10" fill="#e9c46a"/>`,
    )
    .join("");

const band = (color, instruments, y = 590, s = 1.2) => instruments.map((ins, i) => musician(200 + i * (800 / Math.max(1, instruments.length - 1)), y, s, ins, color)).join("");

// Each scene takes a random source and a variant number, so photos in one category differ.
const scenes = {
  owambe: (r, v) =>
    sky(["#5b1a6e", "#0f4c5c", "#7a1f2b"][v], "#f2a541") +
    `<path d="M0,0 L${W},0 L${W},120 Q600,220 0,120 Z" fill="#f7f1e3" opacity="0.85"/>` +
    band("#2a1420", ["talking", "mic", "drum"], 480, 0.9) +
    asoEbi(
      r,
      [
        ["#6a1b9a", "#d4af37"],
        ["#00897b", "#f4a261"],
        ["#c62828", "#ffd54f"],
      ][v],
    ),
  highlife: (r, v) =>
    sky(["#3d1f0f", "#1d2b3a", "#40231a"][v], "#e09f3e") +
    beams(r, ["#ffd166", "#f4a261"], 4) +
    floor("#2b1a10") +
    band("#140b06", ["guitar", "guitar", "sax", "drum"].slice(0, 3 + (v % 2))),
  cubana: (r, v) =>
    sky(["#12002b", "#1a0033", "#00121f"][v], "#3d0a4f") +
    beams(r, ["#e14b8a", "#7b2ff7", "#00d4ff"], 7) +
    floor("#0a0512") +
    band("#05020a", ["mic", "guitar", "drum"], 560, 1.1) +
    crowd(r, 800, "#0a0410"),
  brewery: (r, v) =>
    sky(["#1e3a5f", "#2d1b3d", "#16324f"][v], "#f6bd60") +
    trees("#1f4d2b") +
    stringLights(r, 140 + v * 20) +
    floor("#3a2a18") +
    band("#1a120a", ["guitar", "mic", "talking"], 600, 1.0) +
    `<ellipse cx="1000" cy="700" rx="60" ry="20" fill="#7a4a22"/><ellipse cx="200" cy="720" rx="60" ry="20" fill="#7a4a22"/>`,
  mixtape: (r, v) =>
    sky(["#0d1b2a", "#1b0d2a", "#0d2a1b"][v], "#240046") +
    waveform(r, ["#ff6b6b", "#4cc9f0", "#f9c74f"][v]) +
    musician(600, 540, 1.3, "", "#07030f") +
    `<path d="M565,330 q35,-50 70,0" stroke="#e14b8a" stroke-width="10" fill="none"/>` +
    turntables() +
    crowd(r, 820, "#05020a", 18),
  events: (r, v) =>
    sky(["#2b1055", "#4a1c1c", "#10304a"][v], "#ff8c42") +
    beams(r, ["#ffe066", "#ff6b6b"], 6) +
    floor("#1a0f0a") +
    band("#0e0805", ["mic", "guitar", "drum", "sax"], 540, 1.0) +
    crowd(r, 820, "#120a06"),
  corporate: (r, v) =>
    sky(["#1b2845", "#2c2c54", "#1f3b4d"][v], "#5e548e") +
    chandeliers() +
    `<rect x="380" y="170" width="440" height="230" rx="8" fill="#e9ecf5" opacity="0.9"/><rect x="420" y="205" width="360" height="20" fill="#5e548e"/>` +
    band("#0f1324", ["mic", "guitar", "sax"], 600, 0.9) +
    roundTables(["#f2efe9", "#e8dcc8", "#dfe7f1"][v]),
  international: (r, v) =>
    sky(["#020024", "#0b132b", "#1a0b2e"][v], "#0a4d68") +
    `<rect x="60" y="60" width="${W - 120}" height="18" fill="#333a4a"/>` +
    beams(r, ["#00e5ff", "#ffffff", "#ffd166", "#c77dff"], 9) +
    floor("#05060c") +
    band("#020205", ["guitar", "mic", "drum", "guitar", "sax"], 560, 1.0) +
    crowd(r, 820, "#03030a", 30),
  birthday: (r, v) =>
    sky(["#ffe5ec", "#e0f7fa", "#fff3cd"][v], "#ffc8dd") +
    balloons(r, ["#ff595e", "#ffca3a", "#8ac926", "#1982c4", "#6a4c93"]) +
    cake() +
    `<rect y="621" width="${W}" height="180" fill="#caa57a"/>`,
  memorial: (r, v) =>
    sky(["#1c1c28", "#232330", "#1a2024"][v], "#3a3f4b") +
    `<rect x="500" y="140" width="200" height="250" rx="100" fill="#f5efe0" opacity="0.12"/>` +
    candles(r, 7 + v) +
    lilies() +
    `<rect y="640" width="${W}" height="160" fill="#2a2a33"/>`,
};

const photoCounts = { owambe: 3, highlife: 3, cubana: 3, brewery: 2, mixtape: 2, events: 3, corporate: 3, international: 2, birthday: 2, memorial: 2 };
const videos = [
  ["highlife", 2],
  ["owambe", 1],
  ["corporate", 2],
  ["cubana", 1],
  ["international", 1],
];

async function render(svg, file, width) {
  const out = path.join(OUT, file);
  const doc = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${svg}</svg>`;
  const info = await sharp(Buffer.from(doc)).resize(width).jpeg({ quality: 70, mozjpeg: true }).toFile(out);
  console.log(file, `${Math.round(info.size / 1024)} KB`);
}

mkdirSync(OUT, { recursive: true });
let seed = 2004;
for (const [name, count] of Object.entries(photoCounts)) {
  for (let v = 0; v < count; v++) await render(scenes[name](rng(seed++), v), `${name}-${v + 1}.jpg`, W);
}
for (const [i, [name, v]] of videos.entries()) {
  const play = `<circle cx="600" cy="400" r="70" fill="#000" opacity="0.55"/><polygon points="575,360 575,440 645,400" fill="#fff"/>`;
  await render(scenes[name](rng(seed++), v) + play, `video-${i + 1}.jpg`, 960);
}
