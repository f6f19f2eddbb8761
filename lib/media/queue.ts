import "server-only";
// At most `limit` tasks at once; the others wait in arrival order. Decoding a 48-megapixel photo
// takes about 150 MB, so the media library decodes one or two at a time however many arrive.

export function taskQueue(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];

  async function slot(): Promise<void> {
    if (running < limit) {
      running += 1;
      return;
    }
    // The finishing task hands its slot over directly, so `running` never drops between them.
    await new Promise<void>((resolve) => waiting.push(resolve));
  }

  function release() {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }

  return async function run<T>(task: () => Promise<T>): Promise<T> {
    await slot();
    try {
      return await task();
    } finally {
      release();
    }
  };
}
