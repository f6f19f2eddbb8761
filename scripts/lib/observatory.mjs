// Scores one page of a running server with @mdn/mdn-http-observatory's own tests and grading.
// The package's scan() only takes a public hostname, always on ports 80/443, and fetches Chromium's
// HSTS preload list in a postinstall step that cannot run offline; so this module runs the same
// retriever, tests and score table against one local URL:
// - every header test (CSP, cookies, CORS, Referrer-Policy, HSTS, SRI, X-Content-Type-Options,
//   X-Frame-Options, Cross-Origin-Resource-Policy) reads the headers the app really sent;
// - the local server speaks plain HTTP, while in production TLS is terminated in front of the app
//   (Vercel or a reverse proxy), which also answers http:// with a redirect. So the app's response
//   is scored as the HTTPS response (its HSTS header counts), and the Redirection test, which is
//   about that front end and not the app, is reported as not scored.
// - no domain of ours can be on the preload list, so a missing list is an empty one.
import { existsSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const packageRoot = path.dirname(createRequire(import.meta.url).resolve("@mdn/mdn-http-observatory/package.json"));
const preloadList = path.join(packageRoot, "conf", "hsts-preload.json");
if (!existsSync(preloadList)) writeFileSync(preloadList, "{}\n");

const from = (file) => import(path.join(packageRoot, "src", file));
const [{ ALL_TESTS }, { Requests }, { Session, getPageText }, { parseHttpEquivHeaders }, grader, { MINIMUM_SCORE_FOR_EXTRA_CREDIT }, { redirectionTest }] = await Promise.all([
  from("constants.js"),
  from("types.js"),
  from("retriever/session.js"),
  from("retriever/utils.js"),
  from("grader/grader.js"),
  from("grader/charts.js"),
  from("analyzer/tests/redirection.js"),
]);

const HTML_ACCEPT = ["Accept: text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8"];
export const NOT_SCORED = ["redirection"];

/** @returns {Promise<{ grade: string, score: number, status: number, tests: { name: string, result: string, modifier: number }[] }>} */
export async function scorePage(url) {
  const target = new URL(url);
  const session = await Session.fromUrl(target, { headers: HTML_ACCEPT });
  const response = session.response;
  if (!response) throw new Error(`${url} did not answer`);
  if (response.status < 200 || (response.status >= 400 && ![401, 403].includes(response.status))) {
    throw new Error(`${url} answered ${response.status}`);
  }

  const requests = new Requests(target.hostname);
  requests.session = session;
  requests.responses.auto = response;
  requests.responses.http = response;
  requests.responses.https = { ...response, verified: true };
  requests.responses.httpRedirects = session.redirectHistory;
  requests.responses.httpsRedirects = session.redirectHistory;
  requests.resources.path = getPageText(response, true);
  response.httpEquiv = String(response.headers["content-type"] ?? "").startsWith("text/html") ? parseHttpEquivHeaders(requests.resources.path, session.url.href) : new Map();
  await session.get({ path: "/robots.txt", headers: { Accept: "text/plain,*/*;q=0.8" } }); // cookies, as the scan does
  const preflight = await session.options({ url: target.href, headers: { "Access-Control-Request-Method": "GET", Origin: "https://http-observatory.security.mozilla.org" } });
  requests.responses.cors = preflight ? { ...preflight, verified: true } : null;

  // The same arithmetic as the package's scanner: bonuses count only once the penalties leave an A.
  let withBonuses = 100;
  let penaltiesOnly = 100;
  const tests = [];
  for (const test of ALL_TESTS) {
    if (test === redirectionTest) continue;
    const output = test(requests);
    const modifier = output.result ? grader.getScoreModifier(output.result) : 0;
    withBonuses += modifier;
    if (modifier < 0) penaltiesOnly += modifier;
    tests.push({ name: output.constructor.name, result: output.result, modifier });
  }
  const { grade, score } = grader.getGradeForScore(penaltiesOnly >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withBonuses : penaltiesOnly);
  return { grade, score, status: response.status, tests };
}
