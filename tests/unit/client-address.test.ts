import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// The module `npm start` preloads: it patches http.createServer for every server made after it.
import "../../scripts/lib/client-address.mjs";

// The preload against a real socket: what the client writes in X-Forwarded-For stays before the
// peer the server saw, so clientIp() never takes it without TRUST_PROXY.
let server: http.Server;
let port: number;

beforeAll(async () => {
  server = http.createServer((request, response) => response.end(String(request.headers["x-forwarded-for"])));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const seen = (headers: Record<string, string>) =>
  new Promise<string>((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, headers, localAddress: "127.0.0.1" }, (response) => {
        let text = "";
        response.on("data", (chunk: Buffer) => (text += chunk.toString()));
        response.on("end", () => resolve(text));
      })
      .on("error", reject);
  });

describe("scripts/lib/client-address.mjs", () => {
  it("appends the socket's peer to whatever X-Forwarded-For the client sent", async () => {
    expect(await seen({})).toBe("127.0.0.1");
    expect(await seen({ "x-forwarded-for": "203.0.113.9" })).toBe("203.0.113.9, 127.0.0.1");
  });
});
