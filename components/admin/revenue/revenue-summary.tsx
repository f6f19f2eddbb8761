import type { RevenueData } from "@/lib/integrations/revenue-answer";
import { readableMoment, shortDate } from "@/lib/dates/readable";

const DAYS_IN_TOTAL = 30;
const whole = new Intl.NumberFormat("en-US");
const percent = new Intl.NumberFormat("en-US", { style: "percent", maximumFractionDigits: 2 });

function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="rounded-lg border border-border p-4">
      <p className="text-sm text-muted-foreground">{label}</p>
      <p className="mt-1 text-2xl font-bold">{value}</p>
      {note ? <p className="mt-1 text-xs text-muted-foreground">{note}</p> : null}
    </div>
  );
}

/** The last 7 days as a table and a chart, the 30-day total, the daily average and revenue per 1,000 page views. */
export function RevenueSummary({ data }: { data: RevenueData }) {
  const money = new Intl.NumberFormat("en-US", { style: "currency", currency: data.currency });
  const week = data.dailyData.slice(-7);
  const best = Math.max(...week.map((day) => day.revenue), 0);
  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Figure label="Total (last 30 days)" value={money.format(data.summary.totalRevenue)} />
        <Figure label="Daily average" value={money.format(data.summary.totalRevenue / DAYS_IN_TOTAL)} note="30-day total ÷ 30" />
        <Figure
          label="Per 1,000 page views"
          value={data.revenuePerThousandPageViews === null ? "—" : money.format(data.revenuePerThousandPageViews)}
          note={`${whole.format(data.pageViews)} page views on the site, bots excluded, same 30 days`}
        />
        <Figure
          label="Impressions · clicks"
          value={`${whole.format(data.summary.totalImpressions)} · ${whole.format(data.summary.totalClicks)}`}
          note={`CTR ${percent.format(data.summary.averageCTR)} · CPM ${money.format(data.summary.averageCPM)}`}
        />
      </div>

      <section aria-labelledby="revenue-week-heading" className="rounded-lg border border-border p-4">
        <h3 id="revenue-week-heading" className="font-semibold">
          Last 7 days
        </h3>
        <svg
          viewBox="0 0 70 40"
          className="mt-3 h-32 w-full"
          preserveAspectRatio="none"
          role="img"
          aria-label={`Revenue per day for the last 7 days; best day ${money.format(best)}`}
        >
          {week.map((day, index) => {
            const height = best ? (day.revenue / best) * 38 : 0;
            return (
              <rect key={day.date} x={index * 10 + 1} y={40 - height} width={8} height={height} className="fill-primary">
                <title>{`${day.date}: ${money.format(day.revenue)}`}</title>
              </rect>
            );
          })}
        </svg>
        <div className="mt-3 overflow-x-auto">
          <table className="stacked-table w-full text-left text-sm sm:min-w-[32rem]">
            <thead className="border-b border-border text-muted-foreground">
              <tr>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Date
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">
                  Revenue
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">
                  Impressions
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">
                  Clicks
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  CTR
                </th>
              </tr>
            </thead>
            <tbody>
              {week.map((day) => (
                <tr key={day.date} className="border-b border-border">
                  <td data-label="Date" className="py-2 pr-3">
                    {shortDate(day.date)}
                  </td>
                  <td data-label="Revenue" className="py-2 pr-3 text-right">
                    {money.format(day.revenue)}
                  </td>
                  <td data-label="Impressions" className="py-2 pr-3 text-right">
                    {whole.format(day.impressions)}
                  </td>
                  <td data-label="Clicks" className="py-2 pr-3 text-right">
                    {whole.format(day.clicks)}
                  </td>
                  <td data-label="CTR" className="py-2 text-right">
                    {percent.format(day.ctr)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <p className="text-xs text-muted-foreground">Updated {readableMoment(data.lastUpdated)}. AdSense figures are estimates and can take 1–2 hours to propagate.</p>
    </div>
  );
}
