import { readableMoment } from "@/lib/dates/readable";
import { termsSections } from "@/lib/payments/agreement";
import { buttonClass } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

type Props = {
  token: string;
  terms: { version: string; text: string };
  accepted: { at: Date; name: string } | null;
  /** Whether the quote still waits for its deposit (only then can it be accepted). */
  open: boolean;
};

/** The quote's terms as sent, and the client's acceptance: a plain form (full name, the box), which works without JavaScript. */
export function BookingTerms({ token, terms, accepted, open }: Props) {
  return (
    <section aria-labelledby="terms-heading" className="mt-10">
      <h2 id="terms-heading" className="font-display text-2xl font-bold">
        Terms
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">The terms of this quote, as of {terms.version}.</p>
      {termsSections(terms.text).map((section) => (
        <div key={section.title} className="mt-4">
          <h3 className="font-semibold">{section.title}</h3>
          {section.paragraphs.map((paragraph) =>
            paragraph.startsWith("• ") ? (
              <p key={paragraph} className="mt-1 pl-4">
                {paragraph}
              </p>
            ) : (
              <p key={paragraph} className="mt-1">
                {paragraph}
              </p>
            ),
          )}
        </div>
      ))}
      <p className="mt-4">
        <a href="/terms-of-service" className="text-primary underline underline-offset-4">
          All terms of service
        </a>
      </p>
      {accepted ? (
        <p className="mt-6 rounded-xl border border-emerald-600/50 bg-emerald-600/10 p-4" role="status">
          Accepted by {accepted.name} on {readableMoment(accepted.at)}.
        </p>
      ) : (
        open && (
          <form method="post" action={`/api/booking/${token}/accept`} className="mt-6 space-y-3 rounded-xl border border-border bg-card p-5">
            <h3 className="text-lg font-semibold">Accept the terms to pay</h3>
            <div>
              <Label htmlFor="terms-name">Your full name</Label>
              <Input id="terms-name" name="name" required minLength={2} maxLength={120} autoComplete="name" />
            </div>
            <label className="flex min-h-11 items-start gap-3 text-sm">
              <Checkbox name="agree" required className="mt-1" />
              <span>I have read the terms above and accept them for this booking.</span>
            </label>
            <button type="submit" className={buttonClass("primary", "w-full sm:w-auto")}>
              Accept the terms
            </button>
          </form>
        )
      )}
    </section>
  );
}
