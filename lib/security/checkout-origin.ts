// Where Paystack's hosted checkout lives. The quote page's form posts to the site, which redirects
// there, and browsers hold a form's redirects to the page's CSP form-action: the booking pages
// list this origin. A PAYSTACK_API_URL other than Paystack's (the tests' fake, which serves its
// own checkout) names the checkout's origin too.
/** Paystack's API, which lib/payments/paystack.ts calls unless PAYSTACK_API_URL names another. */
export const PAYSTACK_API = "https://api.paystack.co";

export function paystackCheckoutOrigin(): string {
  const api = process.env.PAYSTACK_API_URL?.trim();
  if (!api || api.replace(/\/+$/, "") === PAYSTACK_API) return "https://checkout.paystack.com";
  try {
    return new URL(api).origin;
  } catch {
    return "https://checkout.paystack.com";
  }
}
