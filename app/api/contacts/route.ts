import { ApiError } from "@/lib/common/api-error";
import { requesterOf } from "@/lib/site-origin";
import type { NextRequest } from "next/server";
import { z } from "zod";
import "@/lib/validation/jitless";
import { enquiryMessages } from "@/fixed/enquiries";
import { withAdmin } from "@/lib/auth/guard";
import { contactFiltersFromQuery, listInbox, listWaiting } from "@/lib/contacts/queries";
import { drainAfterResponse } from "@/lib/delivery/schedule";
import { submissionRefused, submitEnquiry } from "@/lib/enquiries/submit";
import { withErrorNet } from "@/lib/error-net";
import { jsonReply, pagedReply, readJson, queryOf } from "@/lib/http";
import { enquirySourceSchema } from "@/lib/validation/enquiry";
import { messageWithReplyTime } from "@/lib/settings/band-contact";

const MAX_BODY_BYTES = 32 * 1024;
const body = z.record(z.string(), z.unknown(), { error: "Request body must be a JSON object" });

// Public: an enquiry in the spec's JSON shape. `source` is optional (home, contact, quote,
// quote-full); without it a body with a venue is the contact page's, anything else the home form's.
export const POST = withErrorNet(async (request: NextRequest) => {
  const fields = await readJson(request, body, MAX_BODY_BYTES);
  const source = fields.source === undefined ? ("venue" in fields ? "contact" : "home") : enquirySourceSchema.safeParse(fields.source).data;
  if (!source) throw new ApiError(400, "invalid_input", "source: must be one of home, contact, quote, quote-full");

  const result = await submitEnquiry(source, fields, requesterOf(request.headers));
  if (!result.ok) throw submissionRefused(result);
  if (result.contactId !== null) drainAfterResponse();
  const { title, description } = messageWithReplyTime(enquiryMessages[source].success, result.replyHours);
  return jsonReply({ message: description ?? title, whatsappUrl: result.whatsappUrl }, { status: 201 });
});

// Admin only: a page of enquiries newest first (at most 500; X-Next-Cursor names the next page,
// asked for with ?cursor=), optionally filtered (?q=&status=&from=&to=&folder=); with ?waiting=1,
// those of them still waiting for a reply, soonest due first, however old.
export const GET = withAdmin("enquiries", async (request) => {
  const { cursor, waiting, ...filters } = contactFiltersFromQuery(queryOf(request));
  if (waiting) return jsonReply(await listWaiting(filters));
  return pagedReply(await listInbox(filters, cursor));
});
