import { ApiError } from "@/lib/common/api-error";
import { withErrorNet } from "@/lib/error-net";

import { servedStorage } from "@/lib/storage";

type Context = { params: Promise<{ file: string }> };

// Serves the client logos kept on the local disk (DATA_DIR/uploads/logos) or in the S3 bucket. Names are generated
// and never reused, so a file never changes; a replaced logo's file is deleted.
export const GET = withErrorNet(async (_request: Request, { params }: Context) => {
  const name = (await params).file;
  if (!/^[0-9a-f-]{36}\.webp$/.test(name)) throw new ApiError(404, "not_found", "Not found");
  const key = `logos/${name}`;
  const storage = servedStorage();
  const file = await storage.stat(key);
  if (!file) throw new ApiError(404, "not_found", "Not found");
  return new Response(file.size > 0 ? await storage.read(key) : null, {
    headers: {
      "Content-Type": "image/webp",
      "Content-Length": String(file.size),
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
});
