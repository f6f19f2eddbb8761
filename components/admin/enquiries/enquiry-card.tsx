"use client";

import { memo, useEffect, useRef } from "react";
import { eventTypeLabel } from "@/fixed/enquiries";
import { Button, buttonClass } from "@/components/ui/button";
import { readableDate, readableMoment } from "@/lib/dates/readable";
import { isWaiting, replyClockWords } from "@/lib/dates/reply-clock-words";
import { clientWhatsappUrl } from "@/lib/enquiries/whatsapp";
import { contactStatuses, type ContactStatus } from "@/lib/validation/contact-admin";
import { QuotePanel } from "@/components/admin/payments/quote-panel";
import { LineupPanel } from "@/components/admin/players/lineup-panel";
import { DeliveryLog } from "@/components/admin/delivery-log";
import { Conversation } from "./conversation";
import { EventDetails } from "./event-details";
import { useCan } from "@/components/admin/team/panel-role";
import { Select } from "@/components/ui/select";

export type ContactRow = {
  id: number;
  name: string;
  email: string | null;
  phone: string;
  eventType: string;
  eventDate: string;
  message: string | null;
  venue: string | null;
  company: string | null;
  guestCount: number | null;
  budget: string | null;
  source: string;
  status: ContactStatus;
  isDemo: boolean;
  createdAt: string;
  quarantinedAt: string | null;
  spamReason: string | null;
  replyDueAt: string | null;
  firstReplyAt: string | null;
  /** The username of whoever answered first (null from before the team). */
  firstReplyBy: string | null;
  /** Alerts that failed for good ("WhatsApp alert failed: …"). */
  alertFailures: string[];
};

const sourceNames: Record<string, string> = { home: "Home page", contact: "Contact page", quote: "Quick quote", "quote-full": "Quote page", whatsapp: "WhatsApp" };

/** "Wedding on Saturday 13 February 2027"; what the band has not set yet (a WhatsApp enquiry) said so. */
function eventWords(contact: ContactRow): string {
  if (contact.eventType && contact.eventDate) return `${eventTypeLabel(contact.eventType)} on ${readableDate(contact.eventDate)}`;
  const known = [contact.eventType && eventTypeLabel(contact.eventType), contact.eventDate && readableDate(contact.eventDate)].filter(Boolean);
  return `${known.length ? `${known.join(", ")}; the rest` : "Type and date"} not set yet (Event details)`;
}

type Props = {
  contact: ContactRow;
  now: Date;
  /** The enquiry an alert opened (/admin/enquiries?enquiry=…): scrolled to and marked. */
  highlighted: boolean;
  onStatus: (contact: ContactRow, status: ContactStatus) => void;
  onRestore: (contact: ContactRow) => void;
  onReplied: (contact: ContactRow) => void;
  onChanged: () => void;
};

/**
 * One enquiry in the inbox: who, what, the reply clock, status, WhatsApp reply and the quote.
 * Memoised: loading older enquiries or a status change redraws the cards that changed, not 500.
 */
export const EnquiryCard = memo(function EnquiryCard({ contact, now, highlighted, onStatus, onRestore, onReplied, onChanged }: Props) {
  const card = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (!highlighted) return;
    card.current?.scrollIntoView({ block: "start" });
    card.current?.focus({ preventScroll: true });
  }, [highlighted]);
  const clock = contact.quarantinedAt ? null : replyClockWords(contact, now);
  const answers = useCan("enquiries", "write");
  const seesQuotes = useCan("quotes", "read");
  const seesLineups = useCan("players", "read");
  const waiting = !contact.quarantinedAt && isWaiting(contact);

  return (
    <li
      ref={card}
      id={`enquiry-${contact.id}`}
      tabIndex={highlighted ? -1 : undefined}
      aria-current={highlighted ? "true" : undefined}
      className={`scroll-mt-20 rounded-lg border bg-card p-4 ${highlighted ? "border-primary ring-2 ring-primary" : "border-border"}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 className="text-lg font-semibold wrap-anywhere">
            {contact.name}
            {contact.isDemo && <span className="ml-2 rounded bg-muted px-2 py-0.5 text-xs font-normal text-muted-foreground">demo</span>}
          </h3>
          <p className="text-sm text-muted-foreground">
            {readableMoment(contact.createdAt)} · {sourceNames[contact.source] ?? contact.source}
          </p>
          {clock && (
            <p className={`mt-1 text-sm font-semibold ${clock.overdue ? "text-danger" : waiting ? "text-primary" : "text-muted-foreground"}`}>
              {waiting ? `Waiting: ${clock.words}` : clock.words}
              {!waiting && contact.firstReplyBy && ` by ${contact.firstReplyBy}`}
            </p>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {!answers ? (
            <p className="text-sm text-muted-foreground">Status: {contact.status}</p>
          ) : contact.quarantinedAt ? (
            <Button variant="outline" className="min-h-11 px-3" onClick={() => onRestore(contact)} aria-label={`Not spam: move ${contact.name}'s enquiry to the inbox`}>
              Not spam: restore
            </Button>
          ) : (
            <label className="text-sm">
              <span className="sr-only">Status of {contact.name}&apos;s enquiry</span>
              <Select inline value={contact.status} onChange={(e) => onStatus(contact, e.target.value as ContactStatus)}>
                {contactStatuses.map((status) => (
                  <option key={status} value={status}>
                    {status}
                  </option>
                ))}
              </Select>
            </label>
          )}
          {answers && (
            <a
              href={clientWhatsappUrl(contact.phone, contact.name, contact.eventType, contact.eventDate)}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClass("accent", "min-h-11 px-3")}
              aria-label={`Reply to ${contact.name} on WhatsApp`}
            >
              Reply on WhatsApp
            </a>
          )}
          {waiting && answers && (
            <Button variant="outline" className="min-h-11 px-3" onClick={() => onReplied(contact)}>
              I replied by phone or WhatsApp<span className="sr-only"> to {contact.name}</span>
            </Button>
          )}
        </div>
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <Detail term="Event" value={eventWords(contact)} />
        <Detail
          term="Phone"
          value={
            <a className="inline-flex min-h-11 items-center underline" href={`tel:${contact.phone.replace(/[^\d+]/g, "")}`}>
              {contact.phone}
            </a>
          }
        />
        {contact.email && (
          <Detail
            term="Email"
            value={
              <a className="inline-flex min-h-11 items-center break-all underline" href={`mailto:${contact.email}`}>
                {contact.email}
              </a>
            }
          />
        )}
        {contact.company && <Detail term="Company" value={contact.company} />}
        {contact.venue && <Detail term="Venue" value={contact.venue} />}
        {contact.guestCount !== null && <Detail term="Guests" value={String(contact.guestCount)} />}
        {contact.budget && <Detail term="Budget" value={contact.budget} />}
      </dl>
      {contact.message && <p className="mt-3 text-sm wrap-anywhere whitespace-pre-line">{contact.message}</p>}
      {contact.alertFailures.map((failure, index) => (
        <p key={index} className="mt-3 text-sm text-danger">
          {failure}
        </p>
      ))}
      {contact.spamReason && contact.quarantinedAt && <p className="mt-3 text-sm wrap-anywhere text-danger">Held as spam: {contact.spamReason}</p>}
      {!contact.quarantinedAt && (
        <>
          {answers && <EventDetails contactId={contact.id} details={contact} onSaved={onChanged} />}
          <Conversation contactId={contact.id} clientName={contact.name} open={contact.source === "whatsapp" && highlighted} onChanged={onChanged} />
          <DeliveryLog contactId={contact.id} summary="Messages sent about this enquiry" />
          {seesQuotes && <QuotePanel contactId={contact.id} clientName={contact.name} onChanged={onChanged} />}
          {seesLineups && contact.eventDate && contact.status !== "closed" && <LineupPanel contactId={contact.id} />}
        </>
      )}
    </li>
  );
});

function Detail({ term, value }: { term: string; value: React.ReactNode }) {
  return (
    <div className="flex gap-2">
      <dt className="shrink-0 whitespace-nowrap text-muted-foreground">{term}:</dt>
      <dd className="min-w-0 wrap-anywhere">{value}</dd>
    </div>
  );
}
