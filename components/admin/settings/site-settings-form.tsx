"use client";

import useSWR from "swr";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { adminSwrOptions, fieldProblem, getJson } from "@/lib/browser/fetch";
import { socialNetworkLabel, socialNetworkNames } from "@/lib/common/social-networks";
import { displayPhone } from "@/lib/validation/phone-number";
import type { SiteSettings } from "@/lib/validation/site-settings";
import { AdsenseSetting } from "./adsense-setting";
import { AlertsSection } from "./alerts-section";
import { DeliveryLog } from "@/components/admin/delivery-log";
import { BusinessSection } from "./business-section";
import { PhoneLinesField } from "./phone-lines-field";
import { SettingsSection } from "./settings-section";

type TextFieldProps = { id: string; label: string; value: string; error?: string; onChange: (value: string) => void; type?: string; hint?: string };

function TextField({ id, label, value, error, onChange, type = "text", hint }: TextFieldProps) {
  const described = [error ? `${id}-error` : "", hint ? `${id}-hint` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} type={type} value={value} onChange={(event) => onChange(event.target.value)} aria-invalid={error ? true : undefined} aria-describedby={described} />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

const wholeNumber = (text: string) => (text.trim() === "" ? Number.NaN : Number(text));

/** The Settings tab: what the band changes without a developer, section by section. */
export function SiteSettingsForm({ whatsappMissing }: { whatsappMissing: string[] }) {
  const { data, error, mutate } = useSWR<SiteSettings>("/api/admin/settings", getJson, adminSwrOptions);
  if (error) return <p className="text-sm text-danger">The settings could not be loaded.</p>;
  if (!data) return <p className="text-sm text-muted-foreground">Loading the settings…</p>;
  const saved = (settings: SiteSettings) => void mutate(settings, { revalidate: false });
  const reload = () => void mutate();
  // Each section is keyed by what is stored, so it starts again from it after a save or a restore.
  return (
    <div className="space-y-6">
      <SettingsSection
        key={`contact-${JSON.stringify([data.phones, data.email, data.location, data.address, data.bookingMessage])}`}
        id="contact"
        title="Contact"
        description="How clients reach the band: the header, footer, contact page, WhatsApp buttons and mails use these."
        settings={[
          { name: "phones", label: "the phone lines" },
          { name: "email", label: "the email" },
          { name: "location", label: "the location" },
          { name: "address", label: "the address" },
          { name: "bookingMessage", label: "the booking message" },
        ]}
        initial={{
          phones: data.phones.map((line) => ({ number: displayPhone(line.number), whatsapp: line.whatsapp })),
          email: data.email,
          location: data.location,
          address: data.address,
          bookingMessage: data.bookingMessage,
        }}
        toBody={(draft) => draft}
        onSaved={saved}
        onRestored={reload}
      >
        {(draft, setDraft, errors) => (
          <>
            <PhoneLinesField lines={draft.phones} errors={errors} onChange={(phones) => setDraft({ ...draft, phones })} />
            <TextField id="settings-email" label="Email (optional)" type="email" value={draft.email} error={errors.email} onChange={(email) => setDraft({ ...draft, email })} />
            <TextField id="settings-location" label="Location" value={draft.location} error={errors.location} onChange={(location) => setDraft({ ...draft, location })} />
            <TextField id="settings-address" label="Address (optional)" value={draft.address} error={errors.address} onChange={(address) => setDraft({ ...draft, address })} />
            <TextField
              id="settings-booking-message"
              label="WhatsApp booking message"
              hint="What a visitor's chat starts with when they press Book via WhatsApp."
              value={draft.bookingMessage}
              error={errors.bookingMessage}
              onChange={(bookingMessage) => setDraft({ ...draft, bookingMessage })}
            />
          </>
        )}
      </SettingsSection>

      <SettingsSection
        key={`socials-${JSON.stringify(data.socials)}`}
        id="social-profiles"
        title="Social profiles"
        description="Paste the address of each profile page; leave a field empty to hide that network."
        settings={[{ name: "socials", label: "the social profiles" }]}
        initial={data.socials}
        toBody={(socials) => ({ socials })}
        onSaved={saved}
        onRestored={reload}
      >
        {(draft, setDraft, errors) =>
          socialNetworkNames.map((network) => (
            <TextField
              key={network}
              id={`settings-social-${network}`}
              label={socialNetworkLabel(network)}
              type="url"
              value={draft[network]}
              error={fieldProblem(errors, `socials.${network}`)}
              onChange={(link) => setDraft({ ...draft, [network]: link })}
            />
          ))
        }
      </SettingsSection>

      <SettingsSection
        key={`streaming-${data.streamingUrl}`}
        id="streaming-player"
        title="Streaming player"
        description="The floating music player plays your artist page. In Spotify: your artist page → Share → Copy link to artist. Empty: no player."
        settings={[{ name: "streamingUrl", label: "the streaming link" }]}
        initial={data.streamingUrl}
        toBody={(streamingUrl) => ({ streamingUrl })}
        onSaved={saved}
        onRestored={reload}
      >
        {(draft, setDraft, errors) => <TextField id="settings-streaming" label="Artist share link" type="url" value={draft} error={errors.streamingUrl} onChange={setDraft} />}
      </SettingsSection>

      <SettingsSection
        key={`capacity-${data.capacityPerDay}-${data.replyHours}`}
        id="calendar-capacity"
        title="Calendar and replies"
        description="How many events the band plays on one day (at that many bookings and holds a day shows as fully booked), and how many hours you promise to reply within."
        settings={[
          { name: "capacityPerDay", label: "the daily capacity" },
          { name: "replyHours", label: "the reply promise" },
        ]}
        initial={{ capacityPerDay: String(data.capacityPerDay), replyHours: String(data.replyHours) }}
        toBody={(draft) => ({ capacityPerDay: wholeNumber(draft.capacityPerDay), replyHours: wholeNumber(draft.replyHours) })}
        onSaved={saved}
        onRestored={reload}
      >
        {(draft, setDraft, errors) => (
          <>
            <TextField
              id="settings-capacity"
              label="Events a day"
              type="number"
              value={draft.capacityPerDay}
              error={errors.capacityPerDay}
              onChange={(capacityPerDay) => setDraft({ ...draft, capacityPerDay })}
            />
            <TextField
              id="settings-reply-hours"
              label="Reply within (hours)"
              type="number"
              value={draft.replyHours}
              error={errors.replyHours}
              onChange={(replyHours) => setDraft({ ...draft, replyHours })}
            />
          </>
        )}
      </SettingsSection>

      <AlertsSection alertPhones={data.alertPhones} whatsappMissing={whatsappMissing} onSaved={saved} onRestored={reload} />
      {/* Outside the Alerts form: what became of the messages is read, not saved. */}
      <DeliveryLog summary="Delivery log: the latest messages and what became of them" />

      <SettingsSection
        key={`bank-${data.bankDetails}`}
        id="bank-transfer"
        title="Bank transfer"
        description="The account a client pays a deposit or balance into by transfer: bank, account name and number. The quote page shows it when online payment (Paystack) is not set up; leave it empty to hide it."
        settings={[{ name: "bankDetails", label: "the bank details" }]}
        initial={data.bankDetails}
        toBody={(bankDetails) => ({ bankDetails })}
        onSaved={saved}
        onRestored={reload}
      >
        {(draft, setDraft, errors) => (
          <div>
            <Label htmlFor="settings-bank-details">Bank details</Label>
            <Textarea
              id="settings-bank-details"
              rows={4}
              value={draft}
              placeholder={"Bank: …\nAccount name: …\nAccount number: …"}
              onChange={(event) => setDraft(event.target.value)}
              aria-invalid={errors.bankDetails ? true : undefined}
              aria-describedby={errors.bankDetails ? "settings-bank-details-error" : undefined}
            />
            {errors.bankDetails && (
              <p id="settings-bank-details-error" className="mt-1 text-sm text-danger">
                {errors.bankDetails}
              </p>
            )}
          </div>
        )}
      </SettingsSection>

      <BusinessSection data={data} onSaved={saved} onRestored={reload} />

      <div id="adsense" className="scroll-mt-20">
        <AdsenseSetting />
      </div>
    </div>
  );
}
