import "server-only";
import { isbot } from "isbot";

// Crawlers by the maintained isbot list, plus what headless and automated browsers give away.
const headless = /HeadlessChrome|PhantomJS|Puppeteer|Playwright|Selenium|WebDriver|Lighthouse|Chrome-Lighthouse|PTST|GTmetrix|Electron/i;

export function isBotUserAgent(userAgent: string | null | undefined): boolean {
  if (!userAgent || userAgent.trim().length < 10) return true;
  return isbot(userAgent) || headless.test(userAgent);
}

/** A request from a crawler or a headless browser, judged by its headers. */
export function isBotRequest(headers: Headers): boolean {
  if (isBotUserAgent(headers.get("user-agent"))) return true;
  return /HeadlessChrome/i.test(headers.get("sec-ch-ua") ?? "");
}
