import type { ConnectionFailure } from "./return-reasons";
import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { z } from "zod";
import "@/lib/validation/jitless";
import { db } from "@/lib/db";
import { GoogleIntegrationError } from "./errors";
import { oauthClient, providerSettings, redirectUri, type GoogleProvider, type OAuthClient } from "./google-config";
import { googleGet, googleMessage, googleRequest } from "./google-http";
import { openSecret, sealSecret, TokenDecryptError } from "@/lib/security/token-crypto";

// Google's OAuth 2.0 flow for web server applications, with PKCE (S256), offline access and a
// single-use state tied to the admin's session. See Google's "Using OAuth 2.0 for Web Server
// Applications": the auth request, the authorization_code exchange and the refresh_token grant.

const STATE_TTL_MS = 10 * 60_000;
/** An access token this close to its expiry is refreshed instead of used. */
const EXPIRY_MARGIN_MS = 60_000;

const sha256 = (value: string) => createHash("sha256").update(value).digest();
const hashState = (state: string) => sha256(state).toString("hex");

function requireClient(): OAuthClient {
  const result = oauthClient();
  if (!result.ok) throw new GoogleIntegrationError("not_configured", `Google is not configured on this server: set ${result.missing.join(" and ")}.`);
  return result.client;
}

/** The address that sends the admin to Google's consent screen, remembering a fresh state. */
export async function createAuthUrl(provider: GoogleProvider, sessionId: string, now = new Date()): Promise<string> {
  const client = requireClient();
  const state = randomBytes(32).toString("base64url");
  const codeVerifier = randomBytes(48).toString("base64url");
  await db.oAuthState.deleteMany({ where: { expiresAt: { lt: now } } });
  await db.oAuthState.create({
    data: { stateHash: hashState(state), provider, sessionId, codeVerifier: sealSecret(codeVerifier), expiresAt: new Date(now.getTime() + STATE_TTL_MS) },
  });
  const url = new URL(client.authUrl);
  url.search = new URLSearchParams({
    client_id: client.clientId,
    redirect_uri: redirectUri(provider),
    response_type: "code",
    scope: providerSettings[provider].scope,
    access_type: "offline",
    prompt: "consent",
    include_granted_scopes: "true",
    state,
    code_challenge: sha256(codeVerifier).toString("base64url"),
    code_challenge_method: "S256",
  }).toString();
  return url.toString();
}

/**
 * Takes the state back once: it must exist, belong to this provider and this admin session, and
 * not have expired. Answers the PKCE verifier, or a reason for refusing: a result, not a throw, since
 * the callback answers it as a redirect to the admin tab naming the reason (docs/errors.md).
 */
export async function consumeState(
  provider: GoogleProvider,
  state: string | null,
  sessionId: string,
  now = new Date(),
): Promise<{ ok: true; codeVerifier: string } | { ok: false; reason: ConnectionFailure }> {
  if (!state) return { ok: false, reason: "state-missing" };
  // Deleting is what makes it single-use: of two requests racing with one state, one deletes it.
  const row = await db.oAuthState.findUnique({ where: { stateHash: hashState(state) } });
  if (!row) return { ok: false, reason: "state-unknown" };
  const { count } = await db.oAuthState.deleteMany({ where: { id: row.id } });
  if (count !== 1) return { ok: false, reason: "state-used" };
  if (row.provider !== provider || row.sessionId !== sessionId) return { ok: false, reason: "state-other" };
  if (row.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: "state-expired" };
  return { ok: true, codeVerifier: openSecret(row.codeVerifier) };
}

const tokenAnswer = z.object({
  access_token: z.string().min(1),
  expires_in: z.coerce.number().positive(),
  refresh_token: z.string().min(1).optional(),
  scope: z.string().optional(),
});

async function tokenRequest(client: OAuthClient, params: Record<string, string>) {
  return googleRequest(
    client.tokenUrl,
    {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
      body: new URLSearchParams({ client_id: client.clientId, client_secret: client.clientSecret, ...params }).toString(),
    },
    "the token request",
  );
}

/** Exchanges the authorization code and stores the refresh token, sealed. */
export async function completeConnection(provider: GoogleProvider, code: string, codeVerifier: string, now = new Date()): Promise<void> {
  const client = requireClient();
  const { status, body } = await tokenRequest(client, { code, code_verifier: codeVerifier, grant_type: "authorization_code", redirect_uri: redirectUri(provider) });
  if (status !== 200)
    throw new GoogleIntegrationError("rejected", `Google refused the sign-in (HTTP ${status})${googleMessage(body) ? `: ${googleMessage(body)}` : ""}. Start again with Connect.`);
  const parsed = tokenAnswer.safeParse(body);
  if (!parsed.success) throw new GoogleIntegrationError("malformed", "Google's token answer was incomplete. Start again with Connect.");
  const { access_token, expires_in, refresh_token, scope } = parsed.data;
  if (!refresh_token)
    throw new GoogleIntegrationError("malformed", "Google did not give offline access (no refresh token). Remove the site's access in your Google account and connect again.");
  const data = {
    refreshToken: sealSecret(refresh_token),
    accessToken: sealSecret(access_token),
    expiresAt: new Date(now.getTime() + expires_in * 1000),
    scope: scope ?? providerSettings[provider].scope,
    accountId: null,
  };
  await db.integrationToken.upsert({ where: { provider }, create: { provider, ...data }, update: data });
}

export async function isConnected(provider: GoogleProvider): Promise<boolean> {
  return (await db.integrationToken.count({ where: { provider } })) > 0;
}

async function disconnect(provider: GoogleProvider): Promise<void> {
  await db.integrationToken.deleteMany({ where: { provider } });
}

const RECONNECT = "The Google connection has expired or was revoked. Press Connect to connect Google again.";

/**
 * A usable access token: the cached one until shortly before it expires, else a new one from the
 * refresh token. invalid_grant (revoked, expired or changed password) deletes the stored token so
 * the tab offers Connect again.
 */
async function accessToken(provider: GoogleProvider, now = new Date()): Promise<string> {
  const client = requireClient();
  const row = await db.integrationToken.findUnique({ where: { provider } });
  if (!row) throw new GoogleIntegrationError("not_connected", `${providerSettings[provider].label} is not connected yet. Press Connect to sign in with Google.`);
  let refreshToken: string;
  try {
    if (row.accessToken && row.expiresAt && row.expiresAt.getTime() - EXPIRY_MARGIN_MS > now.getTime()) return openSecret(row.accessToken);
    refreshToken = openSecret(row.refreshToken);
  } catch (error) {
    if (!(error instanceof TokenDecryptError)) throw error;
    await disconnect(provider);
    throw new GoogleIntegrationError("reconnect", `${error.message} Press Connect to connect Google again.`);
  }
  const { status, body } = await tokenRequest(client, { grant_type: "refresh_token", refresh_token: refreshToken });
  if (status === 400 && (body as { error?: unknown }).error === "invalid_grant") {
    await disconnect(provider);
    throw new GoogleIntegrationError("reconnect", RECONNECT);
  }
  if (status !== 200) throw new GoogleIntegrationError("rejected", `Google refused to renew access (HTTP ${status})${googleMessage(body) ? `: ${googleMessage(body)}` : ""}.`);
  const parsed = tokenAnswer.safeParse(body);
  if (!parsed.success) throw new GoogleIntegrationError("malformed", "Google's token answer was incomplete. Try again later.");
  await db.integrationToken.update({
    where: { provider },
    data: {
      accessToken: sealSecret(parsed.data.access_token),
      expiresAt: new Date(now.getTime() + parsed.data.expires_in * 1000),
      // Google may rotate the refresh token; keep the newest one.
      ...(parsed.data.refresh_token ? { refreshToken: sealSecret(parsed.data.refresh_token) } : {}),
    },
  });
  return parsed.data.access_token;
}

/** A GET with the provider's access token; a 401 (a token revoked early) is retried once with a fresh one. */
export async function authorizedGet(provider: GoogleProvider, url: string, what: string): Promise<unknown> {
  try {
    return await googleGet(url, await accessToken(provider), what);
  } catch (error) {
    if (!(error instanceof GoogleIntegrationError) || error.kind !== "reconnect") throw error;
    await db.integrationToken.updateMany({ where: { provider }, data: { accessToken: null, expiresAt: null } });
    return googleGet(url, await accessToken(provider), what);
  }
}
