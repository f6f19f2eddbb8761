import { ApiError } from "@/lib/common/api-error";
import type { NextRequest } from "next/server";
import { z } from "zod";
import "@/lib/validation/jitless";
import { submitEnquiryAction } from "@/lib/actions/submit-enquiry";
import { subscribeNewsletterAction } from "@/lib/actions/subscribe-newsletter";
import { unsubscribeAction } from "@/lib/actions/unsubscribe-newsletter";
import { withErrorNet } from "@/lib/error-net";
import { idleState } from "@/lib/forms/state";
import { isSameOrigin, jsonReply, payloadTooLarge, readBytesWithLimit, crossSiteRefused } from "@/lib/http";

// The public forms' actions by an address that never changes between builds. A page of another
// build than the server's (opened before a release) names an action id the server does not have;
// its form then sends here once (components/forms/use-action-form.ts), and the same action answers
// what it would have: the same checks, limits and messages.
const formActions = {
  enquiry: (data: FormData) => submitEnquiryAction(idleState, data),
  newsletter: (data: FormData) => subscribeNewsletterAction(idleState, data),
  unsubscribe: (data: FormData) => unsubscribeAction({ done: false }, data),
};
const formNameSchema = z.enum(["enquiry", "newsletter", "unsubscribe"]);
// Server actions take at most 1 MB (Next.js's default); so does this.
const MAX_FORM_BYTES = 1024 * 1024;

export const POST = withErrorNet(async (request: NextRequest, { params }: { params: Promise<{ form: string }> }) => {
  const form = formNameSchema.safeParse((await params).form);
  if (!form.success) throw new ApiError(404, "not_found", "No such form");
  if (!isSameOrigin(request)) throw crossSiteRefused();
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data;/i.test(contentType)) throw new ApiError(400, "invalid_input", "Send the form as multipart/form-data");
  const body = await readBytesWithLimit(request, MAX_FORM_BYTES);
  if (!body) throw payloadTooLarge();
  let data: FormData;
  try {
    data = await new Response(new Uint8Array(body), { headers: { "content-type": contentType } }).formData();
  } catch {
    throw new ApiError(400, "invalid_input", "The form could not be read");
  }
  return jsonReply(await formActions[form.data](data));
});
