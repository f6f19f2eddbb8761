import Link from "next/link";
import { readableMoment } from "@/lib/dates/readable";
import { privacyRequestsDueSoon } from "@/lib/privacy/requests";
import { privacyRequestKindLabels, type PrivacyRequestKind } from "@/lib/validation/privacy";

/**
 * The Overview's warning (issue 66): people's privacy requests due within a week, or late. The law
 * gives a month; rendered on the server, nothing while none is near.
 */
export async function PrivacyRequestsDue() {
  const due = await privacyRequestsDueSoon();
  if (due.length === 0) return null;
  return (
    <section aria-labelledby="privacy-due-heading" className="mb-6 rounded-lg border border-danger bg-card p-4">
      <h2 id="privacy-due-heading" className="text-lg font-semibold">
        {due.length} privacy {due.length === 1 ? "request" : "requests"} due within a week
      </h2>
      <ul className="mt-2 space-y-1 text-sm">
        {due.map((request) => (
          <li key={request.id} className="wrap-anywhere">
            {privacyRequestKindLabels[request.kind as PrivacyRequestKind] ?? request.kind} from {request.email}:{" "}
            <span className={request.late ? "font-semibold text-danger" : undefined}>
              {request.late ? "late since" : "answer by"} {readableMoment(request.dueAt)}
            </span>
          </li>
        ))}
      </ul>
      <Link href="/admin/settings#privacy-heading" className="mt-2 inline-flex min-h-11 items-center text-sm underline">
        Answer them in Settings → Privacy
      </Link>
    </section>
  );
}
