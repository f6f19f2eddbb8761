import "server-only";
// Meta's error codes in the words the band reads in a fallback alert and on the Overview (issue 65).
// Meta asks that handling follow the `code`, not the title, which it may change
// (developers.facebook.com/documentation/business-messaging/whatsapp/support/error-codes).

const WORDS: Record<number, string> = {
  131026: "number not on WhatsApp (or its WhatsApp is out of date)",
  131047: "more than 24 hours since that number last wrote",
  131049: "Meta held it back to keep that number's inbox healthy",
  131050: "that number stopped the band's messages",
  131056: "too many messages to that number just now",
  131030: "number not on the test number's allowed list",
  131042: "a payment problem on the WhatsApp Business account",
  131031: "the WhatsApp Business account is locked",
  132000: "the template's parameters do not match it",
  132001: "the template does not exist in that language",
  132015: "the template is paused by Meta",
  132016: "the template is disabled by Meta",
};

/** "(#131026) Message undeliverable" → "number not on WhatsApp (…)"; an unknown code keeps Meta's own title. */
export function whatsappErrorWords(error: string | null): string {
  if (!error) return "no reason given";
  const code = /\(#(\d+)\)/.exec(error)?.[1];
  const words = code ? WORDS[Number(code)] : undefined;
  return words ?? error.replace(/^WhatsApp alert failed: /, "");
}
