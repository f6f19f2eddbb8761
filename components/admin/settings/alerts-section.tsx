"use client";

import Link from "next/link";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { displayPhone } from "@/lib/validation/phone-number";
import type { SiteSettings } from "@/lib/validation/site-settings";
import { AlertDevices } from "./alert-devices";
import { SettingsSection } from "./settings-section";

const ALERT_NUMBERS = 3;

type Props = { alertPhones: string[]; whatsappMissing: string[]; onSaved: (settings: SiteSettings) => void; onRestored: () => void };

/** Settings → Alerts: who hears of each new enquiry at once, on WhatsApp and on the admin's devices. */
export function AlertsSection({ alertPhones, whatsappMissing, onSaved, onRestored }: Props) {
  const initial = Array.from({ length: ALERT_NUMBERS }, (_, index) => (alertPhones[index] ? displayPhone(alertPhones[index]) : ""));
  return (
    <SettingsSection
      key={`alerts-${alertPhones.join(",")}`}
      id="alerts"
      title="Alerts"
      description="Each new enquiry rings the band's phones at once, and again when it has waited three quarters of the reply promise unanswered."
      settings={[{ name: "alertPhones", label: "the WhatsApp alert numbers" }]}
      initial={initial}
      toBody={(numbers) => ({ alertPhones: numbers.map((number) => number.trim()).filter(Boolean) })}
      onSaved={onSaved}
      onRestored={onRestored}
    >
      {(draft, setDraft, errors) => (
        <>
          <fieldset>
            <legend className="text-sm font-medium">WhatsApp alerts go to (up to three numbers, in international form)</legend>
            <p id="alert-phones-status" className="mt-1 text-sm text-muted-foreground">
              {whatsappMissing.length === 0
                ? "WhatsApp is set up: each number gets the new-enquiry template message."
                : `WhatsApp alerts are off until the server has ${whatsappMissing.join(" and ")}. `}
              {whatsappMissing.length > 0 && (
                <Link href="/admin/help#alerts-on-your-phones" className="underline">
                  How to set up WhatsApp alerts
                </Link>
              )}
            </p>
            <ol className="mt-2 space-y-3">
              {draft.map((number, index) => {
                const error = errors[`alertPhones.${index}`];
                return (
                  <li key={index}>
                    <Label htmlFor={`alert-phone-${index}`}>Alert number {index + 1}</Label>
                    <Input
                      id={`alert-phone-${index}`}
                      type="tel"
                      autoComplete="off"
                      value={number}
                      onChange={(event) => setDraft(draft.map((value, at) => (at === index ? event.target.value : value)))}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? `alert-phone-${index}-error` : "alert-phones-status"}
                    />
                    {error && (
                      <p id={`alert-phone-${index}-error`} className="mt-1 text-sm text-danger">
                        {error}
                      </p>
                    )}
                  </li>
                );
              })}
            </ol>
            {errors.alertPhones && <p className="mt-1 text-sm text-danger">{errors.alertPhones}</p>}
          </fieldset>
          <AlertDevices />
        </>
      )}
    </SettingsSection>
  );
}
