import "server-only";
// Why a call to Google did not work, in words the admin can act on.

export type GoogleErrorKind = "not_configured" | "not_connected" | "reconnect" | "unreachable" | "malformed" | "rejected";

export class GoogleIntegrationError extends Error {
  constructor(
    readonly kind: GoogleErrorKind,
    message: string,
  ) {
    super(message);
    this.name = "GoogleIntegrationError";
  }
}

/** HTTP status our own API answers with for each kind. */
export function statusForGoogleError(kind: GoogleErrorKind): number {
  switch (kind) {
    case "not_configured":
      return 503;
    case "not_connected":
    case "reconnect":
      return 409;
    default:
      return 502;
  }
}
