// What the band's own site holds (issue 48): the audit uploads pictures through the admin API, as
// the band does in /admin, before it measures: GALLERY_PHOTOS photo-like JPEGs to the gallery (the
// last uploaded leads it) and one as the home page's hero; and it imports a repertoire of ten years
// (REPERTOIRE_SONGS), so /repertoire is measured with songs. Photo-like: noise under a soft blur and
// a light gradient compresses like a phone photo (about 1 MB at 2400 × 1600), unlike flat artwork.
import sharp from "sharp";

const GALLERY_PHOTOS = 20;
const REPERTOIRE_SONGS = 3000;
/** The most songs one CSV import takes (lib/validation/repertoire.ts). */
const SONGS_PER_IMPORT = 2000;
const GENRES = ["Afrobeats", "Highlife", "Jùjú", "Fuji", "Gospel", "Love songs"];
const WIDTH = 2400;
const HEIGHT = 1600;

async function photoLike(seed) {
  const noise = Buffer.alloc(WIDTH * HEIGHT * 3);
  let state = seed * 2654435761;
  for (let index = 0; index < noise.length; index += 1) {
    state = (state * 1103515245 + 12345) >>> 0;
    noise[index] = state >>> 24;
  }
  const tint = { r: (seed * 53) % 255, g: (seed * 97) % 255, b: (seed * 151) % 255, alpha: 0.55 };
  const overlay = await sharp({ create: { width: WIDTH, height: HEIGHT, channels: 4, background: tint } })
    .png()
    .toBuffer();
  return sharp(noise, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .blur(2.2)
    .composite([{ input: overlay }])
    .jpeg({ quality: 88 })
    .toBuffer();
}

async function signIn(url) {
  const response = await fetch(`${url}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "bench", password: "bench-password" }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  return (response.headers.get("set-cookie") ?? "").split(";")[0];
}

async function upload(url, path, cookie, fields, bytes) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append("file", new Blob([bytes], { type: "image/jpeg" }), "IMG_0001.jpg");
  const response = await fetch(`${url}${path}`, { method: "POST", headers: { cookie, origin: url }, body: form });
  if (response.status !== 201) throw new Error(`upload to ${path} failed: ${response.status} ${await response.text()}`);
  return response.json();
}

/** Uploads the gallery's photos and a hero picture to the server at `url` (signed in as the production-server helper's admin). */
export async function uploadBandPictures(url) {
  const cookie = await signIn(url);
  for (let index = 0; index < GALLERY_PHOTOS; index += 1) {
    const fields = { title: `Band photo ${index + 1}`, alt: `The band on stage, photo ${index + 1}`, category: "Events" };
    await upload(url, "/api/admin/gallery/photos", cookie, fields, await photoLike(index + 1));
  }
  const { image } = await upload(url, "/api/admin/media", cookie, {}, await photoLike(99));
  const current = await (await fetch(`${url}/api/admin/content/hero`, { headers: { cookie } })).json();
  const saved = await fetch(`${url}/api/admin/content/hero`, {
    method: "PUT",
    headers: { cookie, origin: url, "content-type": "application/json" },
    body: JSON.stringify({ ...current.item.data, image: image.url, imageAlt: "The band on stage at a wedding" }),
  });
  if (!saved.ok) throw new Error(`saving the hero failed: ${saved.status} ${await saved.text()}`);
  return { galleryPhotos: GALLERY_PHOTOS, hero: image.url };
}

/** Imports REPERTOIRE_SONGS songs in GENRES by the admin's CSV import, as the band would from a spreadsheet. */
export async function importRepertoire(url) {
  const cookie = await signIn(url);
  for (let first = 0; first < REPERTOIRE_SONGS; first += SONGS_PER_IMPORT) {
    const count = Math.min(SONGS_PER_IMPORT, REPERTOIRE_SONGS - first);
    const lines = Array.from({ length: count }, (_, index) => `Song ${first + index + 1},Artist ${(first + index) % 400},${GENRES[(first + index) % GENRES.length]}`);
    const response = await fetch(`${url}/api/admin/repertoire/import`, {
      method: "POST",
      headers: { cookie, origin: url, "content-type": "text/csv" },
      body: ["title,artist,genre", ...lines].join("\n"),
    });
    if (!response.ok) throw new Error(`importing the repertoire failed: ${response.status} ${await response.text()}`);
  }
  return REPERTOIRE_SONGS;
}
