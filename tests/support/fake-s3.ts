import { afterAll, beforeAll, beforeEach, vi } from "vitest";
import { startFakeS3, type FakeS3 } from "../fakes/s3";

/** A fake S3-compatible bucket for one test file, with S3_* pointing the app at it; emptied before each test. */
export function fakeS3ForThisFile(): { readonly bucket: FakeS3 } {
  let started: FakeS3 | undefined;
  beforeAll(async () => {
    started = await startFakeS3();
    for (const [name, value] of Object.entries(started.env)) vi.stubEnv(name, value);
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await started?.close();
  });
  beforeEach(() => {
    started?.objects.clear();
    if (started) started.calls.length = 0;
  });
  return {
    get bucket() {
      if (!started) throw new Error("the fake bucket is used before it started (call fakeS3ForThisFile at the file's top level)");
      return started;
    },
  };
}
