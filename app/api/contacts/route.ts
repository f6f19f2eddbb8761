import { NextResponse } from "next/server";
import { withAdmin } from "@/lib/auth/guard";
import { listContacts } from "@/lib/contacts/queries";

export const GET = withAdmin(async () => {
  return NextResponse.json(await listContacts(), { headers: { "Cache-Control": "no-store" } });
});
