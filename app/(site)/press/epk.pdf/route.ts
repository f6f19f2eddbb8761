import { site } from "@/fixed/site";
import { withErrorNet } from "@/lib/error-net";
import { epkPdfBase64, pressFileResponse } from "@/lib/press/documents";

// Public: the press kit on one A4 page (bio, facts, a photo, clients, contact).
export const GET = withErrorNet(async (request: Request) => pressFileResponse(request, await epkPdfBase64(), `${site.shortName} press kit.pdf`));
