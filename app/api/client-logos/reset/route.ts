import { NextResponse } from "next/server";
import { withAdmin } from "@/lib/auth/guard";
import { listClientLogos, resetClientLogos } from "@/lib/client-logos/logos";
import { revalidateClientLogoPages } from "@/lib/client-logos/revalidate";

// Admin: every slot back to its default image and size.
export const POST = withAdmin(async () => {
  await resetClientLogos();
  revalidateClientLogoPages();
  return NextResponse.json(await listClientLogos(), { headers: { "Cache-Control": "no-store" } });
});
