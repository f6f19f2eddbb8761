import "server-only";
import { revalidatePath } from "next/cache";

/**
 * After reviews change: the prerendered home page (its JSON-LD rating) is rebuilt on the next
 * visit. GET /api/reviews reads the database on every request. Outside a request (the daily
 * timer) Next.js has no cache context to mark, and the page's hourly revalidation picks it up.
 */
export function revalidatePublicReviews(): void {
  try {
    revalidatePath("/");
  } catch (error) {
    if (!(error instanceof Error && error.message.includes("static generation store missing"))) throw error;
  }
}
