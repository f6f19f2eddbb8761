import { notFound, redirect } from "next/navigation";
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { z } from "zod";
import { ApiError, errorStatus, rateLimited } from "@/lib/common/api-error";
import { hasErrorNet, withErrorNet } from "@/lib/error-net";
import { PrismaClientKnownRequestError } from "@/lib/generated/sqlite/internal/prismaNamespace";

type ErrorBody = { error: string; errorId: string };

let consoleError: MockInstance<typeof console.error>;

beforeEach(() => {
  consoleError = vi.spyOn(console, "error").mockImplementation(() => undefined);
});

afterEach(() => {
  consoleError.mockRestore();
});

const get = (url: string) => new Request(url, { method: "GET" });

describe("withErrorNet", () => {
  it("hands back what the handler answers, untouched", async () => {
    const answer = new Response("ok", { status: 201 });
    const handler = withErrorNet<[Request]>(async () => answer);
    expect(await handler(get("http://localhost/api/x"))).toBe(answer);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it("answers an unexpected error with JSON 500, no-store, and an id that the log line carries with the stack", async () => {
    const failure = new Error("database is locked");
    const handler = withErrorNet<[Request]>(async () => {
      throw failure;
    });
    const response = await handler(new Request("http://localhost/api/contacts", { method: "POST" }));
    expect(response.status).toBe(500);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    const body = (await response.json()) as ErrorBody;
    expect(body.errorId).toMatch(/^[0-9a-f]{8}$/);
    expect(body.error).toBe(`Something went wrong on our side. Reference: ${body.errorId}`);
    // The answer names no internals.
    expect(JSON.stringify(body)).not.toContain("database is locked");

    expect(consoleError).toHaveBeenCalledTimes(1);
    const line = String(consoleError.mock.calls[0]?.[0]);
    expect(line).toContain(body.errorId);
    expect(line).toContain("POST /api/contacts");
    expect(line).toContain(failure.stack!.split("\n")[1]!.trim());
  });

  it("gives each failure its own id", async () => {
    const handler = withErrorNet(async () => {
      throw new Error("boom");
    });
    const ids = new Set<string>();
    for (let i = 0; i < 5; i++) ids.add(((await (await handler()).json()) as ErrorBody).errorId);
    expect(ids.size).toBe(5);
  });

  it("catches a synchronous throw and a thrown non-Error value too", async () => {
    const sync = withErrorNet<[Request]>((): Response => {
      throw new TypeError("not a function");
    });
    expect((await sync(get("http://localhost/api/x"))).status).toBe(500);
    const thrownString = withErrorNet(async () => {
      throw "plain string";
    });
    const response = await thrownString();
    expect(response.status).toBe(500);
    expect(String(consoleError.mock.calls[1]?.[0])).toContain("plain string");
  });

  it("logs the path without its query string, or the route's name where the path holds a secret", async () => {
    const callback = withErrorNet<[Request]>(async () => {
      throw new Error("boom");
    });
    await callback(get("http://localhost/api/adsense/callback?code=secret-code&state=s"));
    expect(String(consoleError.mock.calls[0]?.[0])).toContain("GET /api/adsense/callback:");
    expect(String(consoleError.mock.calls[0]?.[0])).not.toContain("secret-code");

    const feed = withErrorNet<[Request]>(
      async () => {
        throw new Error("boom");
      },
      { logPath: "/api/calendar/[feed]" },
    );
    await feed(get("http://localhost/api/calendar/feed-token-123.ics"));
    expect(String(consoleError.mock.calls[1]?.[0])).toContain("GET /api/calendar/[feed]:");
    expect(String(consoleError.mock.calls[1]?.[0])).not.toContain("feed-token-123");
  });

  it("lets redirect() through untouched, as Next.js's control flow", async () => {
    let thrown: unknown;
    const handler = withErrorNet(async () => {
      try {
        redirect("/admin");
      } catch (error) {
        thrown = error;
        throw error;
      }
    });
    const outcome = await handler().catch((error: unknown) => error);
    expect(outcome).toBe(thrown);
    expect(outcome).toMatchObject({ digest: expect.stringMatching(/^NEXT_REDIRECT;/) });
    expect(consoleError).not.toHaveBeenCalled();
  });

  it("lets notFound() through untouched, also when it is the cause of another error", async () => {
    const direct = withErrorNet(async () => notFound());
    await expect(direct()).rejects.toMatchObject({ digest: "NEXT_HTTP_ERROR_FALLBACK;404" });
    const wrapped = withErrorNet(async () => {
      try {
        notFound();
      } catch (cause) {
        throw new Error("while loading", { cause });
      }
    });
    await expect(wrapped()).rejects.toMatchObject({ digest: "NEXT_HTTP_ERROR_FALLBACK;404" });
    expect(consoleError).not.toHaveBeenCalled();
  });

  it("marks what it wraps, and only that", () => {
    const plain = async () => new Response(null);
    expect(hasErrorNet(withErrorNet(plain))).toBe(true);
    expect(hasErrorNet(plain)).toBe(false);
    expect(hasErrorNet(undefined)).toBe(false);
  });
});

// Issue 61: each kind of thrown failure is answered in the one shape, with its code and status.
describe("withErrorNet's mapped failures", () => {
  const answerTo = async (thrown: unknown) => {
    const handler = withErrorNet<[Request]>(async () => {
      throw thrown;
    });
    const response = await handler(new Request("http://localhost/api/x", { method: "POST" }));
    return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, unknown> };
  };

  it("answers an ApiError with its status, code, message, fields, details and headers, logging nothing", async () => {
    const conflict = await answerTo(new ApiError(409, "over_capacity", "Sat 5 Dec is already fully booked", undefined, { details: { overCapacity: true, date: "2026-12-05" } }));
    expect(conflict.status).toBe(409);
    expect(conflict.body).toEqual({ error: "Sat 5 Dec is already fully booked", code: "over_capacity", overCapacity: true, date: "2026-12-05" });
    expect(conflict.headers.get("cache-control")).toBe("no-store");
    const invalid = await answerTo(new ApiError(400, "invalid_input", "name: is required", { name: "is required" }));
    expect(invalid.body).toEqual({ error: "name: is required", code: "invalid_input", fields: { name: "is required" } });
    const limited = await answerTo(rateLimited(61.2, "Too many tries"));
    expect([limited.status, limited.body.code, limited.headers.get("retry-after")]).toEqual([429, "rate_limited", "62"]);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it("answers a thrown ZodError with 400 invalid_input naming each field", async () => {
    const parsed = z.object({ name: z.string().min(1, "Name is required"), guests: z.number() }).safeParse({ name: "", guests: "many" });
    const { status, body } = await answerTo(parsed.error);
    expect(status).toBe(400);
    expect(body).toEqual({ error: "name: Name is required", code: "invalid_input", fields: { name: "Name is required", guests: expect.any(String) } });
    expect(consoleError).not.toHaveBeenCalled();
  });

  it("answers Prisma's not-found with 404 and its unique violation with 409, naming no internals", async () => {
    const notFound = await answerTo(new PrismaClientKnownRequestError("No record was found for an update.", { code: "P2025", clientVersion: "6" }));
    expect([notFound.status, notFound.body]).toEqual([404, { error: "Not found", code: "not_found" }]);
    const duplicate = await answerTo(new PrismaClientKnownRequestError("Unique constraint failed on the fields: (`email`)", { code: "P2002", clientVersion: "6" }));
    expect([duplicate.status, duplicate.body]).toEqual([409, { error: "This already exists", code: "conflict" }]);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it("answers anything else with 500 internal_error and an id in the log, and any other Prisma error too", async () => {
    for (const thrown of [new Error("boom"), new PrismaClientKnownRequestError("Timed out fetching a new connection", { code: "P2024", clientVersion: "6" })]) {
      const { status, body } = await answerTo(thrown);
      expect(status).toBe(500);
      expect(body.code).toBe("internal_error");
      expect(body.errorId).toMatch(/^[0-9a-f]{8}$/);
    }
    expect(consoleError).toHaveBeenCalledTimes(2);
  });

  it("gives every code one status", () => {
    for (const [code, status] of Object.entries(errorStatus)) expect(status >= 400 && status < 600, code).toBe(true);
    // The type refuses a status that is not the code's own; at run time the table is the answer's status.
    expect(new ApiError(404, "not_found", "x").status).toBe(errorStatus.not_found);
  });
});
