// Whole Naira as people read them ("₦250,000"); plain, so the panel and the server share it.
const naira = new Intl.NumberFormat("en-NG", { style: "currency", currency: "NGN", maximumFractionDigits: 0, minimumFractionDigits: 0 });

export const formatNaira = (amount: number) => naira.format(amount);

/** Whole Naira typed in a field ("800,000", "₦ 800000"), or null when it is not a whole number. */
export function readNairaField(text: string): number | null {
  const digits = text.replace(/[₦,\s]/g, "");
  return /^\d+$/.test(digits) ? Number(digits) : null;
}
