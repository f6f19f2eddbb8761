// The error net every route handler is wrapped in (docs/errors.md): a thrown ApiError, a ZodError
// and Prisma's not-found and unique violations answer the one error shape with their code; anything
// else answers 500 with a short id, and the same id goes to the server log with the stack.
import "server-only";
import { randomBytes } from "node:crypto";
import { inspect } from "node:util";
import { unstable_rethrow } from "next/navigation";
import { ApiError } from "@/lib/common/api-error";
import { errorReply, invalidInputOf } from "@/lib/http";
import { logError, logInfo } from "@/lib/log";

const errorNetMark = Symbol.for("band-site.error-net");

type Handler<A extends unknown[]> = (...args: A) => Response | Promise<Response>;

/** Options for a route whose path holds a secret (the calendar feed's token): the log names the route instead. */
type ErrorNetOptions = { logPath?: string };

/**
 * Wraps a route handler (its signature unchanged). redirect(), notFound() and Next.js's
 * dynamic-rendering bailouts are control flow, not errors: unstable_rethrow lets them through.
 */
export function withErrorNet<A extends unknown[]>(handler: Handler<A>, options: ErrorNetOptions = {}): (...args: A) => Promise<Response> {
  const wrapped = async (...args: A): Promise<Response> => {
    try {
      return await handler(...args);
    } catch (error) {
      unstable_rethrow(error);
      const known = knownFailure(error);
      return known ? errorReply(known) : unexpectedError(error, args[0], options.logPath);
    }
  };
  Object.defineProperty(wrapped, errorNetMark, { value: true });
  return wrapped;
}

/** Whether a route export is wrapped in the net (the test over every route in app/api checks this). */
export function hasErrorNet(handler: unknown): boolean {
  return typeof handler === "function" && errorNetMark in handler;
}

/**
 * A client that went away mid-request (a closed tab, a dropped phone connection): reading its body
 * fails with "aborted", ECONNRESET or an AbortError. Nobody reads the answer and nothing is wrong
 * on our side, so it is no error for the log.
 */
function isClientAbort(error: unknown, request: unknown): boolean {
  if (request instanceof Request && request.signal?.aborted) return true;
  for (let cause: unknown = error, depth = 0; cause instanceof Error && depth < 4; cause = cause.cause, depth++) {
    const code = (cause as { code?: unknown }).code;
    if (cause.name === "AbortError" || cause.name === "ResponseAborted" || code === "ECONNRESET" || code === "ERR_STREAM_PREMATURE_CLOSE" || cause.message === "aborted")
      return true;
  }
  return false;
}

/** The ApiError a thrown value stands for, or null for a fault of ours. */
function knownFailure(error: unknown): ApiError | null {
  if (error instanceof ApiError) return error;
  const invalid = invalidInputOf(error);
  if (invalid) return invalid;
  const prismaCode = error instanceof Error && error.name === "PrismaClientKnownRequestError" ? (error as { code?: unknown }).code : undefined;
  // P2025: an update or delete found no row (it was removed meanwhile). P2002: a unique column refused a second row.
  if (prismaCode === "P2025") return new ApiError(404, "not_found", "Not found");
  if (prismaCode === "P2002") return new ApiError(409, "conflict", "This already exists");
  return null;
}

function unexpectedError(error: unknown, request: unknown, logPath: string | undefined): Response {
  if (isClientAbort(error, request)) {
    const { method, path } = describeRequest(request);
    logInfo(`${method} ${logPath ?? path} ended by the client before its answer`);
    return errorReply(new ApiError(400, "bad_request", "The request ended before it was complete"));
  }
  const errorId = randomBytes(4).toString("hex");
  const { method, path } = describeRequest(request);
  // inspect() gives the stack plus what a bare stack leaves out: the cause chain and fields such as Prisma's error code.
  logError(`Unexpected error ${errorId} in ${method} ${logPath ?? path}: ${inspect(error, { depth: 4 })}`);
  return errorReply(new ApiError(500, "internal_error", `Something went wrong on our side. Reference: ${errorId}`, undefined, { details: { errorId } }));
}

/** Method and path only: a query string can carry codes and tokens (OAuth callbacks). */
function describeRequest(request: unknown): { method: string; path: string } {
  if (!(request instanceof Request)) return { method: "?", path: "?" };
  return { method: request.method, path: new URL(request.url).pathname };
}
