// The one contract for a failure (issue 61; docs/errors.md): lib code and route handlers throw an
// ApiError, and the error net (lib/error-net.ts) answers it as `{ error, code, fields?, ... }` with
// its status. The codes are the one list the browser branches on (HttpError.code). Shared by the
// server and the browser, so it imports nothing.

/** Every code an error answer can carry, with the status it is answered with. */
export const errorStatus = {
  /** The body or a parameter is wrong: `fields` names each offending field when there are any. */
  invalid_input: 400,
  /** The body is not what the route reads (not JSON, a NUL in its text). */
  bad_request: 400,
  unauthorized: 401,
  /** The password was right and a two-factor code is needed, or the one given was wrong or old (`twoFactor` says which). */
  two_factor_required: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  /** The thing changed meanwhile, or the request contradicts its state. */
  conflict: 409,
  /** The date is already fully booked; sending again with `confirmOverCapacity: true` books it anyway. */
  over_capacity: 409,
  /** A link that worked once and no longer does (an old quote, a used token). */
  gone: 410,
  payload_too_large: 413,
  unsupported_media_type: 415,
  range_not_satisfiable: 416,
  /** Understood and well formed, but the thing cannot be done (a file that is not the audio it claims). */
  unprocessable: 422,
  /** Too many tries: `Retry-After` says when to try again. */
  rate_limited: 429,
  /** A fault on our side: `errorId` is in the server log beside the stack. */
  internal_error: 500,
  /** An outside service (Google, Paystack, Meta) answered with a failure. */
  upstream_failed: 502,
  /** Something the route needs is not set up or not reachable just now. */
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export const isErrorCode = (value: unknown): value is ErrorCode => typeof value === "string" && Object.hasOwn(errorStatus, value);

/** The body of every error answer. */
export type ErrorBody = { error: string; code: ErrorCode; fields?: Record<string, string>; errorId?: string };

type ApiErrorOptions = {
  /** More of the answer's body, beside `error` and `code` (a 409's `date`, the login's `twoFactor`). */
  details?: Record<string, unknown>;
  /** Headers of the answer (`Retry-After`, `Allow`, `Content-Range`). */
  headers?: Record<string, string>;
};

/**
 * A failure the client is told about. Thrown anywhere under a route handler; the status must be
 * the code's own (the type checks it), so the table above is the one place a code gets its status.
 */
export class ApiError<C extends ErrorCode = ErrorCode> extends Error {
  override readonly name = "ApiError";
  readonly details: Record<string, unknown>;
  readonly headers: Record<string, string>;

  constructor(
    readonly status: (typeof errorStatus)[C],
    readonly code: C,
    message: string,
    readonly fields?: Record<string, string>,
    { details = {}, headers = {} }: ApiErrorOptions = {},
  ) {
    super(message);
    this.details = details;
    this.headers = headers;
  }

  /** The answer's JSON body. */
  body(): ErrorBody & Record<string, unknown> {
    return { ...this.details, error: this.message, code: this.code, ...(this.fields ? { fields: this.fields } : {}) };
  }
}

/** 429 with `Retry-After` in whole seconds (at least one). */
export const rateLimited = (retryAfterSeconds: number, message: string) =>
  new ApiError(429, "rate_limited", message, undefined, { headers: { "Retry-After": String(Math.max(1, Math.ceil(retryAfterSeconds))) } });

/** 400 for problems found outside a schema; the message defaults to "field: message" of the first. */
export function invalidFields(fields: Record<string, string>, message?: string) {
  const [first] = Object.entries(fields);
  return new ApiError(400, "invalid_input", message ?? (first ? `${first[0]}: ${first[1]}` : "Invalid request"), fields);
}
