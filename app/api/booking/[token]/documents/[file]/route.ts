import { ApiError } from "@/lib/common/api-error";
import type { NextRequest } from "next/server";
import { documentBooking } from "@/lib/documents/booking";
import { documentResponse, makeBookingDocument } from "@/lib/documents/serve";
import { withErrorNet } from "@/lib/error-net";

import { quoteByToken } from "@/lib/payments/quotes";

type Context = { params: Promise<{ token: string; file: string }> };

// Public, token-guarded: the client's invoice, agreement and receipts as PDF (issue 47).
export const GET = withErrorNet(async (_request: NextRequest, { params }: Context) => {
  const { token, file } = await params;
  const quote = await quoteByToken(token);
  const booking = quote && (await documentBooking({ id: quote.id }));
  if (!booking) throw new ApiError(404, "not_found", "This quote link is not valid or has expired");
  return documentResponse(await makeBookingDocument(booking, file, "client"));
});
