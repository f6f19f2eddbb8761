import { enquiriesBySource } from "@/lib/contacts/sources";

const sourceWords: Record<string, string> = {
  home: "Home page form",
  contact: "Contact page form",
  quote: "Quick quote form",
  "quote-full": "Quote page form",
  whatsapp: "WhatsApp",
};

/** The Overview's enquiries by source over the last 30 days, with how many were booked. Rendered on the server. */
export async function EnquirySources() {
  const rows = await enquiriesBySource();
  return (
    <section aria-labelledby="enquiry-sources-heading" className="mb-6 rounded-lg border border-border bg-card p-4">
      <h2 id="enquiry-sources-heading" className="text-lg font-semibold">
        Where enquiries came from
      </h2>
      <p className="text-sm text-muted-foreground">
        The last 30 days. WhatsApp counts clients who wrote to the band&apos;s number; a visitor who pressed a WhatsApp button on the site is not assumed to be one of them.
      </p>
      <table className="mt-3 w-full text-sm">
        <thead>
          <tr className="text-left text-muted-foreground">
            <th scope="col" className="py-1 font-medium">
              Source
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              Enquiries
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              Booked
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.source} className="border-t border-border">
              <th scope="row" className="py-2 text-left font-normal">
                {sourceWords[row.source] ?? row.source}
              </th>
              <td className="py-2 text-right tabular-nums">{row.enquiries}</td>
              <td className="py-2 text-right tabular-nums">{row.booked}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
