import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";

// The band's guide (docs/admin-guide.md) is one text for two readers: the repository's Markdown
// and the panel's Help page, which renders it. Its pictures (docs/images, made by
// `npm run docs:screenshots`) are served to the signed-in admin by /admin/help/images/<name>.

const docsFolder = path.join(process.cwd(), "docs");

export const readAdminGuide = () => readFile(path.join(docsFolder, "admin-guide.md"), "utf8");

/** A picture's file name as the guide links it: letters, digits and dashes, .jpg or .png. */
const GUIDE_IMAGE_NAME = /^[a-z0-9-]+\.(jpg|png)$/;

export async function readGuideImage(name: string): Promise<Buffer | null> {
  if (!GUIDE_IMAGE_NAME.test(name)) return null;
  try {
    return await readFile(path.join(docsFolder, "images", name));
  } catch {
    return null;
  }
}

/** A heading's anchor as GitHub makes it, so the same links work in the repository and the panel. */
export const headingAnchor = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\- ]/gu, "")
    .replace(/ /g, "-");
