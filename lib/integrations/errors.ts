import "server-only";
import { ApiError } from "@/lib/common/api-error";
// Why a call to Google did not work, in words the admin can act on.

export type GoogleErrorKind = "not_configured" | "not_connected" | "reconnect" | "unreachable" | "malformed" | "rejected";

/** The status and code our own API answers each kind with (thrown under a route, the error net answers it). */
const answerOf = (kind: GoogleErrorKind) =>
  kind === "not_configured"
    ? ([503, "unavailable"] as const)
    : kind === "not_connected" || kind === "reconnect"
      ? ([409, "conflict"] as const)
      : ([502, "upstream_failed"] as const);

export class GoogleIntegrationError extends ApiError {
  constructor(
    readonly kind: GoogleErrorKind,
    message: string,
  ) {
    const [status, code] = answerOf(kind);
    super(status, code, message);
  }
}
