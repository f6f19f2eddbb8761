import { site } from "@/fixed/site";
import { withErrorNet } from "@/lib/error-net";
import { pressFileResponse, riderPdfBase64 } from "@/lib/press/documents";

// Public: the technical rider and stage plot, A4, for the venue's engineer to print.
export const GET = withErrorNet(async (request: Request) => pressFileResponse(request, await riderPdfBase64(), `${site.shortName} technical rider.pdf`));
