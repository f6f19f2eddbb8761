import "server-only";
import { toWords } from "number-to-words";

// An amount in words, as a finance office expects it on an invoice: "One million, seventy-five
// thousand naira only" (number-to-words writes the number, the naira and the capital are ours).

export function nairaInWords(amount: number): string {
  const words = toWords(amount);
  return `${words.charAt(0).toUpperCase()}${words.slice(1)} naira only`;
}
