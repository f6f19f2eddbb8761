// Whole Naira as people read them ("₦250,000"); plain, so the panel and the server share it.
const naira = new Intl.NumberFormat("en-NG", { style: "currency", currency: "NGN", maximumFractionDigits: 0, minimumFractionDigits: 0 });

export const formatNaira = (amount: number) => naira.format(amount);
