// SVG building blocks for the home page artwork: stage lights, musician silhouettes, crowds and
// small scenery pieces, all drawn here (no photos, no third-party art).

/** A seeded random generator, so the artwork is the same on every run. */
export function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

export const palette = {
  night: "#140a1f",
  plum: "#3b0f3a",
  amber: "#f59e0b",
  orange: "#ea580c",
  gold: "#fbbf24",
  green: "#15803d",
  teal: "#0f766e",
  red: "#b91c1c",
  cream: "#fde68a",
};

export function svg(width, height, body, defs = "") {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`;
}

export function linear(id, stops, vertical = true) {
  const dir = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="0"';
  return `<linearGradient id="${id}" ${dir}>${stops.map(([offset, color, opacity = 1]) => `<stop offset="${offset}" stop-color="${color}" stop-opacity="${opacity}"/>`).join("")}</linearGradient>`;
}

export function radial(id, stops) {
  return `<radialGradient id="${id}">${stops.map(([offset, color, opacity = 1]) => `<stop offset="${offset}" stop-color="${color}" stop-opacity="${opacity}"/>`).join("")}</radialGradient>`;
}

/** Cone-shaped light beams from the rig at the top. */
export function beams(width, height, colors, count = 5) {
  const defs = colors
    .map((color, index) =>
      linear(`beam${index}`, [
        [0, color, 0.75],
        [1, color, 0],
      ]),
    )
    .join("");
  let body = "";
  for (let index = 0; index < count; index += 1) {
    const x = ((index + 0.5) / count) * width;
    const spread = width * 0.12;
    const tilt = (index - (count - 1) / 2) * width * 0.06;
    body += `<polygon points="${x - 8},0 ${x + 8},0 ${x + tilt + spread},${height} ${x + tilt - spread},${height}" fill="url(#beam${index % colors.length})" style="mix-blend-mode:screen"/>`;
    body += `<circle cx="${x}" cy="6" r="10" fill="${colors[index % colors.length]}"/>`;
  }
  return { defs, body };
}

/** A standing musician: kind is singer, guitar, sax or drums. */
export function musician(x, baseY, scale, kind, fill = "#0b0710") {
  const s = scale;
  const head = `<circle cx="${x}" cy="${baseY - 170 * s}" r="${16 * s}" fill="${fill}"/>`;
  const body = `<path d="M${x - 26 * s},${baseY - 150 * s} Q${x},${baseY - 160 * s} ${x + 26 * s},${baseY - 150 * s} L${x + 20 * s},${baseY - 70 * s} L${x + 22 * s},${baseY} L${x + 6 * s},${baseY} L${x},${baseY - 60 * s} L${x - 6 * s},${baseY} L${x - 22 * s},${baseY} L${x - 20 * s},${baseY - 70 * s} Z" fill="${fill}"/>`;
  let extra = "";
  if (kind === "singer") {
    extra = `<line x1="${x + 40 * s}" y1="${baseY}" x2="${x + 40 * s}" y2="${baseY - 150 * s}" stroke="${fill}" stroke-width="${4 * s}"/><path d="M${x + 20 * s},${baseY - 140 * s} L${x + 40 * s},${baseY - 165 * s}" stroke="${fill}" stroke-width="${10 * s}" stroke-linecap="round"/>`;
  } else if (kind === "guitar") {
    extra = `<ellipse cx="${x - 6 * s}" cy="${baseY - 90 * s}" rx="${26 * s}" ry="${20 * s}" fill="${fill}" transform="rotate(-25 ${x} ${baseY - 90 * s})"/><line x1="${x}" y1="${baseY - 95 * s}" x2="${x + 70 * s}" y2="${baseY - 140 * s}" stroke="${fill}" stroke-width="${7 * s}"/>`;
  } else if (kind === "sax") {
    extra = `<path d="M${x + 8 * s},${baseY - 160 * s} Q${x + 30 * s},${baseY - 120 * s} ${x + 18 * s},${baseY - 80 * s} Q${x + 10 * s},${baseY - 60 * s} ${x + 34 * s},${baseY - 66 * s}" stroke="${fill}" stroke-width="${10 * s}" fill="none" stroke-linecap="round"/>`;
  } else if (kind === "drums") {
    extra = `<ellipse cx="${x}" cy="${baseY - 30 * s}" rx="${46 * s}" ry="${34 * s}" fill="${fill}"/><ellipse cx="${x - 60 * s}" cy="${baseY - 80 * s}" rx="${24 * s}" ry="${6 * s}" fill="${fill}"/><ellipse cx="${x + 60 * s}" cy="${baseY - 90 * s}" rx="${24 * s}" ry="${6 * s}" fill="${fill}"/><line x1="${x - 60 * s}" y1="${baseY - 80 * s}" x2="${x - 60 * s}" y2="${baseY}" stroke="${fill}" stroke-width="${3 * s}"/><line x1="${x + 60 * s}" y1="${baseY - 90 * s}" x2="${x + 60 * s}" y2="${baseY}" stroke="${fill}" stroke-width="${3 * s}"/>`;
  }
  return head + body + extra;
}

/** A row of heads and raised hands along the bottom edge. */
export function crowd(width, height, rand, fill = "#07040a", rows = 2) {
  let body = "";
  for (let row = 0; row < rows; row += 1) {
    const y = height - row * 34;
    for (let x = -20; x < width + 40; x += 38 + rand() * 20) {
      const r = 18 + rand() * 8;
      const headY = y - 40 - rand() * 14;
      body += `<circle cx="${x}" cy="${headY}" r="${r}" fill="${fill}"/><rect x="${x - r * 1.3}" y="${headY + r * 0.6}" width="${r * 2.6}" height="${height}" rx="${r}" fill="${fill}"/>`;
      if (rand() > 0.75) body += `<path d="M${x + r},${headY} L${x + r + 14},${headY - 60}" stroke="${fill}" stroke-width="9" stroke-linecap="round"/>`;
    }
  }
  return body;
}

/** Equaliser bars (the same look as the hero video). */
export function equaliser(x, baseY, width, height, rand, color) {
  const bars = 18;
  const gap = width / bars;
  let body = "";
  for (let index = 0; index < bars; index += 1) {
    const h = height * (0.25 + rand() * 0.75);
    body += `<rect x="${x + index * gap}" y="${baseY - h}" width="${gap * 0.6}" height="${h}" rx="3" fill="${color}" opacity="0.85"/>`;
  }
  return body;
}

/** Twinkling string lights between two points. */
export function stringLights(x1, y1, x2, y2, sag, colors, count = 14) {
  let body = `<path d="M${x1},${y1} Q${(x1 + x2) / 2},${Math.max(y1, y2) + sag} ${x2},${y2}" stroke="#2a1a10" stroke-width="2" fill="none"/>`;
  for (let index = 1; index < count; index += 1) {
    const t = index / count;
    const x = (1 - t) ** 2 * x1 + 2 * (1 - t) * t * ((x1 + x2) / 2) + t ** 2 * x2;
    const y = (1 - t) ** 2 * y1 + 2 * (1 - t) * t * (Math.max(y1, y2) + sag) + t ** 2 * y2;
    body += `<circle cx="${x}" cy="${y + 6}" r="6" fill="${colors[index % colors.length]}"/><circle cx="${x}" cy="${y + 6}" r="16" fill="${colors[index % colors.length]}" opacity="0.25"/>`;
  }
  return body;
}

export function palm(x, baseY, height, fill = "#10240f") {
  const top = baseY - height;
  let leaves = "";
  for (const angle of [-70, -35, 0, 35, 70, 110, 150]) {
    leaves += `<path d="M${x},${top} q40,-30 110,10 q-60,-10 -110,-10z" fill="${fill}" transform="rotate(${angle} ${x} ${top})"/>`;
  }
  return `<path d="M${x - 8},${baseY} Q${x + 20},${baseY - height / 2} ${x},${top} L${x + 8},${top} Q${x + 30},${baseY - height / 2} ${x + 8},${baseY} Z" fill="${fill}"/>${leaves}`;
}

export function roundTable(x, y, r, cloth) {
  return `<ellipse cx="${x}" cy="${y}" rx="${r}" ry="${r * 0.35}" fill="${cloth}"/><rect x="${x - r}" y="${y}" width="${r * 2}" height="${r * 0.5}" fill="${cloth}" opacity="0.85"/><ellipse cx="${x}" cy="${y - r * 0.2}" rx="${r * 0.18}" ry="${r * 0.3}" fill="#fbbf24" opacity="0.8"/>`;
}

const escapeXml = (text) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;");

/** A placeholder wordmark: a simple geometric mark and the name. Not the organisation's logo. */
export function clientWordmark(name, hue) {
  const width = 320;
  const color = `hsl(${hue} 60% 32%)`;
  const size = name.length > 16 ? 22 : 28;
  // Phones draw the name in whichever sans-serif they have, some wider than Arial. A fixed text
  // length (Arial's, at most the room beside the mark) keeps every font inside the edge.
  const textLength = Math.min(width - 76, Math.round(name.length * size * 0.6));
  return svg(
    width,
    96,
    `<rect x="6" y="22" width="52" height="52" rx="12" fill="${color}"/><path d="M18,60 L32,32 L46,60 Z" fill="#ffffff"/><text x="70" y="58" font-family="Arial, Helvetica, sans-serif" font-size="${size}" font-weight="700" fill="${color}" textLength="${textLength}" lengthAdjust="spacingAndGlyphs">${escapeXml(name)}</text>`,
  );
}

/** The managing director card portrait: a stylised bandleader with a trumpet, warm backdrop. */
export function directorPortrait() {
  const defs =
    linear("bg", [
      [0, "#7c2d12"],
      [1, "#f59e0b"],
    ]) +
    radial("halo", [
      [0, "#fde68a", 0.7],
      [1, "#fde68a", 0],
    ]);
  const body = `<rect width="400" height="400" fill="url(#bg)"/><circle cx="200" cy="170" r="150" fill="url(#halo)"/><path d="M80,400 Q90,270 200,260 Q310,270 320,400 Z" fill="#1c1917"/><path d="M150,300 L200,262 L250,300 L236,400 L164,400 Z" fill="#15803d"/><path d="M176,262 L200,300 L224,262 Z" fill="#fde68a"/><ellipse cx="200" cy="170" rx="58" ry="70" fill="#3b1d0c"/><path d="M140,150 Q200,80 260,150 Q250,100 200,95 Q150,100 140,150 Z" fill="#0c0a09"/><path d="M150,118 Q200,60 250,118 L250,130 L150,130 Z" fill="#b91c1c"/>`;
  return svg(400, 400, body, defs);
}
