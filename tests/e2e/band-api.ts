import sharp from "sharp";

// What the band's panel sends, as plain HTTP against one server: sign in, save the phone line,
// upload and delete a gallery photo. For the specs that run servers of their own (restarts,
// several servers) and read their pages as a visitor's first request would.

export type BandApi = {
  savePhone(number: string): Promise<void>;
  uploadPhoto(title: string): Promise<{ id: number; src: string }>;
  deletePhoto(id: number): Promise<void>;
};

export async function signInBand(url: string, admin: { username: string; password: string }): Promise<BandApi> {
  const sameSite = { origin: url };
  const login = await fetch(`${url}/api/admin/login`, { method: "POST", headers: { ...sameSite, "content-type": "application/json" }, body: JSON.stringify(admin) });
  if (login.status !== 200) throw new Error(`sign-in on ${url} answered ${login.status}: ${await login.text()}`);
  const cookie = login.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  const headers = { ...sameSite, cookie };
  const ok = async (response: Response, what: string) => {
    if (!response.ok) throw new Error(`${what} answered ${response.status}: ${await response.text()}`);
    return response;
  };
  return {
    async savePhone(number) {
      const body = JSON.stringify({ phones: [{ number, whatsapp: true }] });
      await ok(await fetch(`${url}/api/admin/settings`, { method: "PUT", headers: { ...headers, "content-type": "application/json" }, body }), "saving the phone");
    },
    async uploadPhoto(title) {
      const form = new FormData();
      form.append("title", title);
      form.append("alt", `${title}, the band on stage`);
      form.append("category", "Weddings");
      const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 150, g: 40, b: 90 } } })
        .png()
        .toBuffer();
      form.append("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "stage.png");
      const response = await ok(await fetch(`${url}/api/admin/gallery/photos`, { method: "POST", headers, body: form }), "uploading a photo");
      return ((await response.json()) as { photo: { id: number; src: string } }).photo;
    },
    async deletePhoto(id) {
      await ok(await fetch(`${url}/api/admin/gallery/photos/${id}`, { method: "DELETE", headers }), "deleting a photo");
    },
  };
}

/** A page as a visitor's first request gets it: its HTML without white space, and whether it came from the cache. */
export async function visit(url: string, path: string): Promise<{ status: number; text: string; cache: string | null }> {
  const response = await fetch(`${url}${path}`);
  return { status: response.status, text: (await response.text()).replace(/\s+/g, ""), cache: response.headers.get("x-nextjs-cache") };
}
