// The ad consent cookie's name (lib/ads/consent.ts) and the inline script that reads it, kept apart
// like the theme script so the CSP can allow the script by its hash.

export const AD_CONSENT_COOKIE = "ad_consent";

/**
 * Runs before the page's first paint (inline, in the site layout): marks <html> with the remembered
 * choice, so the ad slots of a visitor who accepted keep their room from the start (no shift) and
 * those of everyone else take none (app/globals.css).
 */
export const adConsentMarkScript = `(function(){try{var m=/(?:^|;\\s*)${AD_CONSENT_COOKIE}=(accepted|rejected)\\./.exec(document.cookie);if(m)document.documentElement.setAttribute("data-ad-consent",m[1])}catch(_){}})()`;
