import "server-only";
import { jsonError } from "@/lib/http";

/** An upload the media library will not take, with the status and message the admin is answered with. */
export class MediaRefusal extends Error {
  constructor(
    readonly status: 400 | 413 | 415,
    message: string,
  ) {
    super(message);
  }

  response() {
    return jsonError(this.status, this.message);
  }
}
