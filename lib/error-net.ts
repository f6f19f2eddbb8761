// The error net every route handler is wrapped in: an unexpected error answers the JSON error shape
// with a short id, and the same id goes to the server log with the stack, so a report quoting it can be found.
import "server-only";
import { randomBytes } from "node:crypto";
import { inspect } from "node:util";
import { unstable_rethrow } from "next/navigation";
import { jsonReply } from "@/lib/http";

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
      return unexpectedError(error, args[0], options.logPath);
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

function unexpectedError(error: unknown, request: unknown, logPath: string | undefined): Response {
  if (isClientAbort(error, request)) {
    const { method, path } = describeRequest(request);
    console.info(`${method} ${logPath ?? path} ended by the client before its answer`);
    return jsonReply({ error: "The request ended before it was complete" }, { status: 400 });
  }
  const errorId = randomBytes(4).toString("hex");
  const { method, path } = describeRequest(request);
  // inspect() gives the stack plus what a bare stack leaves out: the cause chain and fields such as Prisma's error code.
  console.error(`Unexpected error ${errorId} in ${method} ${logPath ?? path}: ${inspect(error, { depth: 4 })}`);
  return jsonReply({ error: `Something went wrong on our side. Reference: ${errorId}`, errorId }, { status: 500 });
}

/** Method and path only: a query string can carry codes and tokens (OAuth callbacks). */
function describeRequest(request: unknown): { method: string; path: string } {
  if (!(request instanceof Request)) return { method: "?", path: "?" };
  return { method: request.method, path: new URL(request.url).pathname };
}
