import "server-only";
import { site } from "@/fixed/site";
import { readableMoment } from "@/lib/dates/readable";
import { escapeHtml } from "@/lib/email/templates";
import { privacyRequestKindLabels, type PrivacyRequestKind } from "@/lib/validation/privacy";

type Request = { id: number; email: string; kind: string; details: string | null; dueAt: Date };

const kindWords = (kind: string) => privacyRequestKindLabels[kind as PrivacyRequestKind] ?? kind;

/** The confirmation to the person and the band's notice of a new request (its text only as text). */
export function privacyRequestMails(request: Request) {
  const due = readableMoment(request.dueAt);
  const personText = [
    `We received your request: ${kindWords(request.kind)}.`,
    `We will answer by ${due}, within the month the Nigeria Data Protection Act gives us. We may ask you to confirm that the request is yours before we act on it.`,
    `If you did not send it, you can ignore this mail.`,
    `${site.bandName}`,
  ].join("\n\n");
  const bandText = [
    `A privacy request (${kindWords(request.kind)}) came from ${request.email}.`,
    request.details ? `Details: ${request.details}` : "No details given.",
    `Answer it by ${due} and mark it done in the panel: Settings → Privacy.`,
  ].join("\n\n");
  return {
    toPerson: {
      subject: `Your privacy request to ${site.bandName}`,
      text: `${personText}\n`,
      html: personText
        .split("\n\n")
        .map((line) => `<p>${escapeHtml(line)}</p>`)
        .join(""),
    },
    toBand: {
      subject: `Privacy request (${request.kind}): answer by ${due}`,
      text: `${bandText}\n`,
      html: bandText
        .split("\n\n")
        .map((line) => `<p>${escapeHtml(line)}</p>`)
        .join(""),
    },
  };
}
