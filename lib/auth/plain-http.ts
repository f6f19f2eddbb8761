// Browsers keep a Secure cookie only over HTTPS or on the machine itself (localhost): a sign-in
// from a phone to http://192.168.x.x would be accepted by the server and then dropped by the browser.

export const PLAIN_HTTP_SIGN_IN =
  "This address uses plain HTTP, so your browser will not keep the sign-in. Open the panel over HTTPS (the address your host gives you), or, on a private network only, start the server with SECURE_COOKIES=0.";

export const SESSION_NOT_KEPT = "The password was accepted but your browser did not keep the sign-in. Allow cookies for this site, or open it over HTTPS.";

/** A host the browser treats as the machine itself (where Secure cookies work over http). */
function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, "");
  return host === "localhost" || host.endsWith(".localhost") || host === "::1" || /^127(\.\d{1,3}){3}$/.test(host);
}

/** Whether a sign-in here cannot work: secure cookies, served over http, not on the machine itself. */
export function signInNeedsHttps(location: { protocol: string; hostname: string }, secureCookies: boolean): boolean {
  return secureCookies && location.protocol === "http:" && !isLoopbackHost(location.hostname);
}
