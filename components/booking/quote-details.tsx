import { eventTypeLabel } from "@/fixed/enquiries";
import { lagosDate } from "@/lib/dates/lagos-days";
import { readableDate } from "@/lib/dates/readable";
import { formatNaira } from "@/lib/payments/naira";
import { paidOn, type BookingQuote } from "@/lib/payments/quotes";

/** The event and the money: total, deposit and balance with their due dates and what is paid. */
export function QuoteDetails({ quote }: { quote: BookingQuote }) {
  const { contact } = quote;
  const depositPaid = paidOn(quote, "deposit") > 0;
  const balancePaid = paidOn(quote, "balance") > 0;
  const rows: [string, string, string][] =
    quote.balance === 0
      ? [["Full payment", formatNaira(quote.deposit), depositPaid ? "Paid" : `Due by ${readableDate(lagosDate(quote.depositDueAt))}`]]
      : [
          ["Deposit (50%)", formatNaira(quote.deposit), depositPaid ? "Paid" : `Due by ${readableDate(lagosDate(quote.depositDueAt))}`],
          ["Balance", formatNaira(quote.balance), balancePaid ? "Paid" : `Due by ${readableDate(lagosDate(quote.balanceDueAt!))}`],
        ];
  return (
    <>
      <dl className="mt-8 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">Event</dt>
        <dd>
          {eventTypeLabel(contact.eventType)} on {readableDate(contact.eventDate)}
        </dd>
        {contact.venue && (
          <>
            <dt className="font-semibold">Venue</dt>
            <dd>{contact.venue}</dd>
          </>
        )}
        <dt className="font-semibold">For</dt>
        <dd>{contact.name}</dd>
      </dl>
      <table className="mt-6 w-full border-collapse text-left">
        <caption className="sr-only">Amounts and due dates</caption>
        <thead>
          <tr className="border-b border-border text-sm text-muted-foreground">
            <th scope="col" className="py-2 pr-4 font-medium">
              Part
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              Amount
            </th>
            <th scope="col" className="py-2 font-medium">
              When
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([part, amount, when]) => (
            <tr key={part} className="border-b border-border">
              <th scope="row" className="py-3 pr-4 font-medium">
                {part}
              </th>
              <td className="py-3 pr-4">{amount}</td>
              <td className="py-3">{when}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className="py-3 pr-4">
              Total
            </th>
            <td className="py-3 pr-4 font-bold">{formatNaira(quote.total)}</td>
            <td />
          </tr>
        </tfoot>
      </table>
      {quote.note && <p className="mt-6 rounded-lg bg-muted p-4 whitespace-pre-line">{quote.note}</p>}
    </>
  );
}
