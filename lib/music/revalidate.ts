import "server-only";
import { revalidatePath } from "next/cache";

/**
 * After the track list changes (upload, edit, delete): the prerendered /music is rebuilt on its
 * next visit. Play counts are not a reason: the page refreshes them in the browser. Outside a
 * request (scripts, tests) Next.js has no cache to mark, and the page's hourly revalidation is
 * the fallback.
 */
export function revalidatePublicMusic(): void {
  try {
    revalidatePath("/music");
  } catch (error) {
    if (!(error instanceof Error && error.message.includes("static generation store missing"))) throw error;
  }
}
