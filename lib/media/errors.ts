import "server-only";
import { ApiError } from "@/lib/common/api-error";

const codeOfStatus = { 400: "invalid_input", 413: "payload_too_large", 415: "unsupported_media_type" } as const;

/** An upload the media library will not take: thrown, and answered by the error net with its status and message. */
export class MediaRefusal extends ApiError {
  constructor(status: 400 | 413 | 415, message: string) {
    super(status, codeOfStatus[status], message);
  }
}
