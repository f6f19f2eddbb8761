import { describe, expect, it, vi } from "vitest";
import { clampTime, clampVolume, displayDuration, formatTime, nextIndex, positionText, previousIndex, skipTime, stepVolume } from "@/lib/browser/player/playback";

describe("queue wrap-around", () => {
  it("moves to the next track and back to the first after the last", () => {
    expect(nextIndex(0, 3)).toBe(1);
    expect(nextIndex(1, 3)).toBe(2);
    expect(nextIndex(2, 3)).toBe(0);
  });

  it("moves to the previous track and round to the last from the first", () => {
    expect(previousIndex(2, 3)).toBe(1);
    expect(previousIndex(1, 3)).toBe(0);
    expect(previousIndex(0, 3)).toBe(2);
  });

  it("stays on the only track of a one-track queue", () => {
    expect(nextIndex(0, 1)).toBe(0);
    expect(previousIndex(0, 1)).toBe(0);
  });

  it("has nowhere to go in an empty queue", () => {
    expect(nextIndex(0, 0)).toBe(-1);
    expect(previousIndex(0, 0)).toBe(-1);
    expect(nextIndex(-1, 0)).toBe(-1);
  });

  it("starts from the ends when nothing is selected or the index is out of range", () => {
    expect(nextIndex(-1, 3)).toBe(0);
    expect(previousIndex(-1, 3)).toBe(2);
    expect(nextIndex(7, 3)).toBe(0);
    expect(previousIndex(Number.NaN, 3)).toBe(2);
  });
});

describe("skipping 10 seconds", () => {
  it("moves by the skip within the track", () => {
    expect(skipTime(12, 10, 30)).toBe(22);
    expect(skipTime(12, -10, 30)).toBe(2);
  });

  it("stops at the start", () => {
    expect(skipTime(4, -10, 30)).toBe(0);
    expect(skipTime(0, -10, 30)).toBe(0);
  });

  it("stops at the end", () => {
    expect(skipTime(25, 10, 30)).toBe(30);
    expect(skipTime(30, 10, 30)).toBe(30);
  });

  it("only limits at the start while the length is unknown", () => {
    expect(skipTime(25, 10, 0)).toBe(35);
    expect(skipTime(25, 10, Number.NaN)).toBe(35);
    expect(skipTime(Number.NaN, 10, 30)).toBe(10);
  });

  it("clamps a seek to the track", () => {
    expect(clampTime(-3, 30)).toBe(0);
    expect(clampTime(31, 30)).toBe(30);
    expect(clampTime(12.5, 30)).toBe(12.5);
    expect(clampTime(Number.POSITIVE_INFINITY, 30)).toBe(0);
  });
});

describe("volume", () => {
  it("keeps the volume between 0 and 1", () => {
    expect(clampVolume(-0.5)).toBe(0);
    expect(clampVolume(1.7)).toBe(1);
    expect(clampVolume(Number.NEGATIVE_INFINITY)).toBe(0);
    expect(clampVolume(Number.POSITIVE_INFINITY)).toBe(1);
  });

  it("rounds to steps of 0.1 without floating-point dust", () => {
    expect(clampVolume(0.34)).toBe(0.3);
    expect(clampVolume(0.35)).toBe(0.4);
    expect(clampVolume(0.1 + 0.2)).toBe(0.3);
    expect(clampVolume(0.7000000001)).toBe(0.7);
  });

  it("treats an unreadable volume as full volume", () => {
    expect(clampVolume(Number.NaN)).toBe(1);
  });

  it("steps up and down by 0.1 and stops at the ends", () => {
    expect(stepVolume(0.5, 1)).toBe(0.6);
    expect(stepVolume(0.5, -1)).toBe(0.4);
    expect(stepVolume(0.7, 1)).toBe(0.8);
    expect(stepVolume(1, 1)).toBe(1);
    expect(stepVolume(0, -1)).toBe(0);
    expect(stepVolume(0.05, -1)).toBe(0);
  });
});

describe("time labels", () => {
  it("formats m:ss", () => {
    expect(formatTime(0)).toBe("0:00");
    expect(formatTime(9.9)).toBe("0:09");
    expect(formatTime(65)).toBe("1:05");
    expect(formatTime(600)).toBe("10:00");
  });

  it("adds hours past an hour", () => {
    expect(formatTime(3725)).toBe("1:02:05");
  });

  it("reads unknown or negative times as 0:00", () => {
    expect(formatTime(Number.NaN)).toBe("0:00");
    expect(formatTime(Number.POSITIVE_INFINITY)).toBe("0:00");
    expect(formatTime(-5)).toBe("0:00");
  });

  it("says the seek bar's position", () => {
    expect(positionText(12, 185)).toBe("0:12 of 3:05");
  });

  it("shows the stored length, or the file's once the stored one is 0", () => {
    expect(displayDuration(30, 31.5)).toBe(30);
    expect(displayDuration(0, 31.5)).toBe(31.5);
    expect(displayDuration(0)).toBe(0);
    expect(displayDuration(0, Number.NaN)).toBe(0);
  });
});

// The page's two message states, rendered on the server as the spec words them (the e2e run can
// only show the empty state while no spec has uploaded a track yet).
vi.mock("@/lib/music/tracks", () => ({ publicTracks: vi.fn() }));
// The ad slot reads the site settings (an async server component, which this renderer cannot run).
vi.mock("@/components/site/ad-slot", () => ({ AdSlot: () => null }));
// So do the social links (the e2e spec site-settings.spec.ts checks them on the built pages).
vi.mock("@/components/music/social-links", () => ({ SocialLinks: () => null }));

describe("the /music page's states", () => {
  async function renderMusicPage(tracks: () => Promise<unknown>): Promise<string> {
    const { publicTracks } = await import("@/lib/music/tracks");
    vi.mocked(publicTracks).mockImplementation(tracks as typeof publicTracks);
    const { default: MusicPage } = await import("@/app/(site)/music/page");
    const { renderToStaticMarkup } = await import("react-dom/server");
    return renderToStaticMarkup(await MusicPage());
  }

  it("bakes no empty list when the tracks cannot be read: the error reaches Next.js, which keeps its last good copy", async () => {
    await expect(renderMusicPage(() => Promise.reject(new Error("database down")))).rejects.toThrow("database down");
  });

  it("words the error state as the spec does", async () => {
    const { MusicError } = await import("@/components/music/music-states");
    const { renderToStaticMarkup } = await import("react-dom/server");
    const html = renderToStaticMarkup(MusicError());
    expect(html).toContain("Unable to Load Music");
    expect(html).toContain("Please try refreshing the page or check back later.");
  });

  it("says No Music Available when there are no tracks", async () => {
    const html = await renderMusicPage(() => Promise.resolve([]));
    expect(html).toContain("No Music Available");
    expect(html).not.toContain("Unable to Load Music");
  });
});
