// A local stand-in for the Google endpoints the app calls, speaking their documented protocols:
//   GET  /o/oauth2/v2/auth          the consent page: checks the request and redirects back with a code
//   POST /token                     authorization_code (with PKCE S256) and refresh_token grants, invalid_grant
//   GET  /v4/accounts/{a}/locations/{l}/reviews   My Business API v4 reviews.list (pageSize, pageToken)
//   GET  /v2/accounts               AdSense Management API v2 accounts.list
//   GET  /v2/accounts/{a}/reports:generate        AdSense reports.generate (every cell a string)
//   POST /__control                 test hook (JSON): { reviews?, mode?, revokeAll?, reportRows? }
import { createHash, randomBytes } from "node:crypto";
import http from "node:http";

export const FAKE_CLIENT = { id: "fake-client-id.apps.googleusercontent.com", secret: "fake-client-secret" };
export const FAKE_ACCOUNT = "1234567890";
export const FAKE_LOCATION = "9876543210";
export const FAKE_ADSENSE_ACCOUNT = "accounts/pub-1234567890123456";

export type FakeReview = {
  reviewId: string;
  reviewer?: { displayName?: string; profilePhotoUrl?: string; isAnonymous?: boolean };
  starRating: string;
  comment?: string;
  createTime: string;
  updateTime?: string;
};

/** How the reviews endpoint misbehaves: "html" an HTML error page, "missing-fields" a review without starRating on page 2, "hang" no answer at all. */
type ReviewsMode = "normal" | "html" | "missing-fields" | "hang";

export type FakeGoogle = {
  url: string;
  reviews: FakeReview[];
  mode: ReviewsMode;
  /** Answers 429 (Retry-After: 1) to the first request for page 2 while set. */
  rateLimitPageTwo: boolean;
  /** Calls as "METHOD path?query". */
  calls: string[];
  /** Refresh tokens Google still honours; removing one makes its next refresh invalid_grant. */
  refreshTokens: Set<string>;
  accessTokens: Map<string, number>;
  reportRows: number;
  reset(): void;
  close(): Promise<void>;
};

const ratingWords = ["ONE", "TWO", "THREE", "FOUR", "FIVE"];
const names = ["Ngozi Obi", "Segun Alade", "Amaka Nwankwo", "Yemi Bello", "Ifeanyi Okoro", "Bola Ahmed", "Chioma Eze", "Kunle Ade"];

/** 105 reviews (3 pages of 50): a few anonymous, some without text, one without a rating. */
export function defaultReviews(now = Date.now()): FakeReview[] {
  return Array.from({ length: 105 }, (_, index) => {
    const review: FakeReview = {
      reviewId: `g-review-${index + 1}`,
      reviewer:
        index % 17 === 3
          ? { isAnonymous: true }
          : { displayName: `${names[index % names.length]} ${index + 1}`, profilePhotoUrl: `https://lh3.googleusercontent.com/a/photo-${index + 1}` },
      starRating: index === 7 ? "STAR_RATING_UNSPECIFIED" : ratingWords[4 - (index % 3 === 2 ? 1 : 0)]!,
      createTime: new Date(now - (index + 1) * 86_400_000).toISOString(),
    };
    if (index % 5 !== 4) review.comment = `Review number ${index + 1}: the band was wonderful.`;
    return review;
  });
}

const base64url = (buffer: Buffer) => buffer.toString("base64url");
const token = (prefix: string) => `${prefix}-${randomBytes(12).toString("hex")}`;

function readBody(request: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

function json(response: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { "content-type": "application/json; charset=utf-8", ...headers });
  response.end(JSON.stringify(body));
}

const googleError = (status: number, message: string, statusText: string) => ({ error: { code: status, message, status: statusText } });

/** A month of daily rows ending yesterday (Lagos), skipping every seventh day as Google does for days without data. */
function reportRows(days: number, now = new Date()) {
  const rows = [];
  for (let back = days; back >= 1; back--) {
    if (back % 7 === 0) continue;
    const date = new Date(now.getTime() - back * 86_400_000).toISOString().slice(0, 10);
    const impressions = 1000 + back * 10;
    const clicks = 10 + (back % 5);
    const earnings = (impressions / 1000) * 1.5;
    rows.push({
      cells: [
        { value: date },
        { value: earnings.toFixed(2) },
        { value: String(impressions) },
        { value: String(clicks) },
        { value: (clicks / impressions).toFixed(4) },
        { value: ((earnings / impressions) * 1000).toFixed(2) },
      ],
    });
  }
  return rows;
}

export async function startFakeGoogle(port = 0): Promise<FakeGoogle> {
  const codes = new Map<string, { redirectUri: string; challenge: string; scope: string }>();
  let rateLimited = false;
  const fake: FakeGoogle = {
    url: "",
    reviews: defaultReviews(),
    mode: "normal",
    rateLimitPageTwo: true,
    calls: [],
    refreshTokens: new Set(),
    accessTokens: new Map(),
    reportRows: 30,
    reset() {
      fake.reviews = defaultReviews();
      fake.mode = "normal";
      fake.rateLimitPageTwo = true;
      fake.calls.length = 0;
      fake.reportRows = 30;
      rateLimited = false;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const authorized = (request: http.IncomingMessage) => {
    const bearer = request.headers.authorization?.replace(/^Bearer /, "") ?? "";
    const expires = fake.accessTokens.get(bearer);
    return expires !== undefined && expires > Date.now();
  };

  const server = http.createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://fake");
    fake.calls.push(`${request.method} ${url.pathname}${url.search}`);
    const params = url.searchParams;

    if (request.method === "GET" && url.pathname === "/o/oauth2/v2/auth") {
      const required = ["client_id", "redirect_uri", "response_type", "scope", "state", "code_challenge", "code_challenge_method", "access_type", "prompt"];
      const missing = required.filter((name) => !params.get(name));
      if (missing.length || params.get("client_id") !== FAKE_CLIENT.id || params.get("response_type") !== "code" || params.get("code_challenge_method") !== "S256") {
        response.writeHead(400, { "content-type": "text/html" });
        return response.end(`<h1>Error 400: invalid_request</h1><p>${missing.join(", ") || "bad parameters"}</p>`);
      }
      const code = token("4/code");
      codes.set(code, { redirectUri: params.get("redirect_uri")!, challenge: params.get("code_challenge")!, scope: params.get("scope")! });
      const back = new URL(params.get("redirect_uri")!);
      back.searchParams.set("code", code);
      back.searchParams.set("state", params.get("state")!);
      back.searchParams.set("scope", params.get("scope")!);
      response.writeHead(302, { location: back.toString() });
      return response.end();
    }

    if (request.method === "POST" && url.pathname === "/token") {
      const form = new URLSearchParams(await readBody(request));
      if (form.get("client_id") !== FAKE_CLIENT.id || form.get("client_secret") !== FAKE_CLIENT.secret)
        return json(response, 401, { error: "invalid_client", error_description: "The OAuth client was not found." });
      const issueAccess = () => {
        const access = token("ya29");
        fake.accessTokens.set(access, Date.now() + 3600_000);
        return access;
      };
      if (form.get("grant_type") === "authorization_code") {
        const grant = codes.get(form.get("code") ?? "");
        codes.delete(form.get("code") ?? "");
        const verifier = form.get("code_verifier") ?? "";
        if (!grant || grant.redirectUri !== form.get("redirect_uri") || base64url(createHash("sha256").update(verifier).digest()) !== grant.challenge) {
          return json(response, 400, { error: "invalid_grant", error_description: "Bad Request" });
        }
        const refresh = token("1//refresh");
        fake.refreshTokens.add(refresh);
        return json(response, 200, { access_token: issueAccess(), expires_in: 3599, refresh_token: refresh, scope: grant.scope, token_type: "Bearer" });
      }
      if (form.get("grant_type") === "refresh_token") {
        if (!fake.refreshTokens.has(form.get("refresh_token") ?? ""))
          return json(response, 400, { error: "invalid_grant", error_description: "Token has been expired or revoked." });
        return json(response, 200, { access_token: issueAccess(), expires_in: 3599, scope: "", token_type: "Bearer" });
      }
      return json(response, 400, { error: "unsupported_grant_type" });
    }

    if (request.method === "POST" && url.pathname === "/__control") {
      const body = JSON.parse((await readBody(request)) || "{}") as { reviews?: FakeReview[]; mode?: ReviewsMode; revokeAll?: boolean; reportRows?: number; reset?: boolean };
      if (body.reset) fake.reset();
      if (body.reviews) fake.reviews = body.reviews;
      if (body.mode) fake.mode = body.mode;
      if (body.reportRows !== undefined) fake.reportRows = body.reportRows;
      if (body.revokeAll) {
        fake.refreshTokens.clear();
        fake.accessTokens.clear();
      }
      return json(response, 200, { ok: true });
    }

    const reviewsPath = url.pathname.match(/^\/v4\/accounts\/([^/]+)\/locations\/([^/]+)\/reviews$/);
    if (request.method === "GET" && reviewsPath) {
      if (!authorized(request)) return json(response, 401, googleError(401, "Request had invalid authentication credentials.", "UNAUTHENTICATED"));
      if (reviewsPath[1] !== FAKE_ACCOUNT || reviewsPath[2] !== FAKE_LOCATION) return json(response, 404, googleError(404, "Requested entity was not found.", "NOT_FOUND"));
      if (fake.mode === "hang") return; // never answers
      if (fake.mode === "html") {
        response.writeHead(502, { "content-type": "text/html" });
        return response.end("<!DOCTYPE html><html><body><h1>502. That's an error.</h1></body></html>");
      }
      const pageSize = Math.min(50, Number(params.get("pageSize") || 50));
      const start = Number(params.get("pageToken")?.replace("page-", "") || 0);
      if (start === pageSize && fake.rateLimitPageTwo && !rateLimited) {
        rateLimited = true;
        return json(response, 429, googleError(429, "Quota exceeded.", "RESOURCE_EXHAUSTED"), { "retry-after": "1" });
      }
      let page: unknown[] = fake.reviews.slice(start, start + pageSize);
      if (fake.mode === "missing-fields" && start > 0) page = page.map((review) => ({ ...(review as FakeReview), starRating: undefined }));
      const rated = fake.reviews.filter((review) => ratingWords.includes(review.starRating));
      const average = rated.reduce((sum, review) => sum + ratingWords.indexOf(review.starRating) + 1, 0) / Math.max(1, rated.length);
      const next = start + pageSize < fake.reviews.length ? `page-${start + pageSize}` : undefined;
      return json(response, 200, {
        ...(page.length ? { reviews: page } : {}),
        averageRating: Math.round(average * 100) / 100,
        totalReviewCount: fake.reviews.length,
        ...(next ? { nextPageToken: next } : {}),
      });
    }

    if (request.method === "GET" && url.pathname === "/v2/accounts") {
      if (!authorized(request)) return json(response, 401, googleError(401, "Request had invalid authentication credentials.", "UNAUTHENTICATED"));
      return json(response, 200, {
        accounts: [{ name: FAKE_ADSENSE_ACCOUNT, displayName: "Eko Live Band", timeZone: { id: "Africa/Lagos" }, createTime: "2020-01-01T00:00:00Z", state: "READY" }],
      });
    }

    const report = url.pathname.match(/^\/v2\/(accounts\/[^/]+)\/reports:generate$/);
    if (request.method === "GET" && report) {
      if (!authorized(request)) return json(response, 401, googleError(401, "Request had invalid authentication credentials.", "UNAUTHENTICATED"));
      if (report[1] !== FAKE_ADSENSE_ACCOUNT) return json(response, 403, googleError(403, "The caller does not have permission", "PERMISSION_DENIED"));
      const metrics = params.getAll("metrics");
      if (
        params.get("dateRange") !== "LAST_30_DAYS" ||
        params.getAll("dimensions").join() !== "DATE" ||
        metrics.join() !== "ESTIMATED_EARNINGS,IMPRESSIONS,CLICKS,IMPRESSIONS_CTR,IMPRESSIONS_RPM"
      ) {
        return json(response, 400, googleError(400, "Request contains an invalid argument.", "INVALID_ARGUMENT"));
      }
      const now = new Date();
      const end = new Date(now.getTime() - 86_400_000);
      const start = new Date(now.getTime() - 30 * 86_400_000);
      const ymd = (date: Date) => ({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() });
      return json(response, 200, {
        totalMatchedRows: String(fake.reportRows),
        headers: [
          { name: "DATE", type: "DIMENSION" },
          { name: "ESTIMATED_EARNINGS", type: "METRIC_CURRENCY", currencyCode: "USD" },
          { name: "IMPRESSIONS", type: "METRIC_TALLY" },
          { name: "CLICKS", type: "METRIC_TALLY" },
          { name: "IMPRESSIONS_CTR", type: "METRIC_RATIO" },
          { name: "IMPRESSIONS_RPM", type: "METRIC_CURRENCY", currencyCode: "USD" },
        ],
        rows: reportRows(fake.reportRows, now),
        startDate: ymd(start),
        endDate: ymd(end),
      });
    }

    json(response, 404, googleError(404, "Not found", "NOT_FOUND"));
  });

  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.address();
  fake.url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : port}`;
  return fake;
}
