import { startProductionServer, type ProductionServer } from "../../scripts/lib/production-server.mjs";
import { startThrowawayPostgres } from "../../scripts/lib/pg-cluster.mjs";
import { startThrowawayRedis, type ThrowawayRedis } from "../../scripts/lib/redis-server.mjs";
import { startFakeS3, type FakeS3 } from "../fakes/s3";
import { signInBand, visit, type BandApi } from "./band-api";
import { expect, ownAdmin, test } from "./own-server";

// The install grown to several servers (docs/deploying.md, "Several servers"): two servers of one
// build on one PostgreSQL, one Redis and one S3-compatible bucket. What the band saves through
// one is on the other's next page; a photo uploaded through one is listed and served by the
// other; a restarted server's first page shows the saved value; with Redis killed both still
// answer and show what is saved, and once it is back a save shows on both again.
test.describe.configure({ mode: "serial" });

let postgres: { url: string; stop: () => void };
let redis: ThrowawayRedis;
let bucket: FakeS3;
let first: ProductionServer;
let second: ProductionServer;
let band: BandApi;

const startServer = () =>
  startProductionServer({
    prefix: "band-several-",
    env: { DATABASE_URL: postgres.url, REDIS_URL: redis.url, ...bucket.env, TRUST_PROXY: undefined, ADMIN_USERNAME: ownAdmin.username, ADMIN_PASSWORD: ownAdmin.password },
  });
const digits = (phone: string) => phone.replace(/\D/g, "").slice(3);

test.beforeAll(async () => {
  test.setTimeout(300_000);
  postgres = await startThrowawayPostgres({ database: "band_several" });
  redis = await startThrowawayRedis();
  bucket = await startFakeS3();
  first = await startServer(); // migrates the database first, then the second joins it
  second = await startServer();
  band = await signInBand(first.url, ownAdmin);
});

test.afterAll(async () => {
  await first?.stop();
  await second?.stop();
  await bucket?.close();
  await redis?.dispose();
  postgres?.stop();
});

test("a setting saved through one server is on the other's next page, and after a restart", async () => {
  test.setTimeout(240_000);
  // Both servers have cached the pages before the save.
  for (const server of [first, second]) for (const page of ["/", "/contact"]) expect((await visit(server.url, page)).status).toBe(200);
  await expect.poll(async () => (await visit(second.url, "/contact")).cache, { timeout: 20_000, intervals: [1000] }).toBe("HIT");

  await band.savePhone("+234 803 111 2233");
  for (const page of ["/", "/contact"]) expect((await visit(second.url, page)).text.includes(digits("+234 803 111 2233")), `${page} on the other server`).toBe(true);

  await second.stop();
  second = await startServer();
  const afterRestart = await visit(second.url, "/contact");
  expect(afterRestart.text.includes(digits("+234 803 111 2233")), "the restarted server's first page").toBe(true);
});

test("a photo uploaded through one server is listed and served by the other", async () => {
  const photo = await band.uploadPhoto("Shared Stage");
  expect(bucket.objects.size, "the photo is in the bucket, not on one server's disk").toBeGreaterThan(0);
  const gallery = await visit(second.url, "/gallery");
  expect(gallery.text.includes("SharedStage")).toBe(true);
  const served = await fetch(`${second.url}${photo.src}`);
  expect(served.status).toBe(200);
  expect(served.headers.get("content-type")).toMatch(/^image\//);
  await band.deletePhoto(photo.id);
  expect((await visit(second.url, "/gallery")).text.includes("SharedStage")).toBe(false);
  expect((await fetch(`${second.url}${photo.src}`)).status).toBe(404);
});

test("with Redis killed both servers answer and show what is saved; once it is back, a save shows on both", async () => {
  test.setTimeout(120_000);
  await redis.stop();
  for (const server of [first, second]) for (const page of ["/", "/contact", "/gallery"]) expect((await visit(server.url, page)).status, `${page} without Redis`).toBe(200);
  await band.savePhone("+234 805 444 5566");
  expect((await visit(first.url, "/contact")).text.includes(digits("+234 805 444 5566")), "on the server that took the save").toBe(true);
  expect((await visit(second.url, "/contact")).text.includes(digits("+234 805 444 5566")), "rendered per request on the other").toBe(true);

  await redis.start();
  // Each server reconnects within a couple of seconds; pages are cached again from then on.
  await expect.poll(async () => (await visit(second.url, "/contact")).cache, { timeout: 30_000, intervals: [1000] }).toBe("HIT");
  await band.savePhone("+234 806 777 8899");
  for (const server of [first, second]) expect((await visit(server.url, "/contact")).text.includes(digits("+234 806 777 8899"))).toBe(true);
});
