// The site settings the admin edits without a rebuild (issue #29): one schema for what is stored,
// what GET /api/admin/settings answers and what PUT accepts (any subset of the fields).
import { z } from "zod";
import "./jitless";
import { defaultBandSettings } from "@/fixed/band-defaults";
import { phoneDigits } from "./phone-number";
import { socialNetworkNames, type SocialNetwork } from "@/lib/common/social-networks";
import { socialProfileUrl } from "./social-profiles";
import { streamingPlayerUrl } from "./streaming";
import { TIN_PATTERN } from "./payments";

/** `savedBy` of a setting's first version: the value it had as installed, kept at its first save so that save can be undone. */
export const INSTALLED_VALUE_BY = "as installed";

/** An AdSense publisher id as the ad code wants it: "ca-pub-" and 16 digits. */
const ADSENSE_CLIENT_PATTERN = /^ca-pub-\d{16}$/;

const adsenseClientRule = "adsenseClient must be ca-pub- followed by 16 digits, or empty to switch ads off";
const adsenseClient = z
  .string({ error: adsenseClientRule })
  .trim()
  .refine((value) => value === "" || ADSENSE_CLIENT_PATTERN.test(value), adsenseClientRule);

/** A number as the band types it, stored as its digits in international form without "+". */
/** Shared with the players (lib/validation/players.ts): one way to read a number. */
export const phoneNumber = z.string({ error: "Enter the phone number" }).transform((value, context) => {
  const digits = phoneDigits(value);
  if (!digits) context.addIssue({ code: "custom", message: "Enter a valid phone number in international form, e.g. +234 803 123 4567" });
  return digits ?? "";
});

const phoneLine = z
  .object({
    number: phoneNumber,
    whatsapp: z.boolean({ error: "whatsapp must be true or false" }),
  })
  .strict();

const phones = z
  .array(phoneLine, { error: "phones must be a list of { number, whatsapp }" })
  .min(1, "Keep at least one phone line")
  .max(3, "At most three phone lines")
  .refine((lines) => new Set(lines.map((line) => line.number)).size === lines.length, "Each phone line only once");

/** The numbers each new enquiry is announced to on WhatsApp (lib/alerts): none to three. */
const alertPhones = z
  .array(phoneNumber, { error: "alertPhones must be a list of phone numbers" })
  .max(3, "At most three alert numbers")
  .refine((numbers) => new Set(numbers).size === numbers.length, "Each alert number only once");

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);

const email = z
  .string({ error: "The email address must be text" })
  .trim()
  .max(254, "The email address is too long")
  .refine((value) => value === "" || z.email().safeParse(value).success, "Enter a valid email address, or leave it empty");

const socialFields = Object.fromEntries(socialNetworkNames.map((network) => [network, socialProfileUrl(network)])) as Record<SocialNetwork, ReturnType<typeof socialProfileUrl>>;
/** Every network's profile link ("" = not shown). */
const socials = z.object(socialFields, { error: "socials must be an object of profile links" }).strict();
/** A PUT may name only the networks it changes; the others keep their links. */
const socialsUpdate = socials.partial();

const wholeNumber = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a whole number from ${min} to ${max}` })
    .int(`${label} must be a whole number from ${min} to ${max}`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);

/** How long the band keeps what it no longer needs (issue 66; lib/privacy/retention.ts), in months. */
const retention = z
  .object(
    {
      unbookedEnquiryMonths: wholeNumber("Enquiries never quoted or booked: months kept", 1, 120),
      whatsappMonths: wholeNumber("WhatsApp conversations: months kept", 1, 120),
      analyticsMonths: wholeNumber("Raw visits and actions: months kept", 1, 120),
    },
    { error: "retention must be { unbookedEnquiryMonths, whatsappMonths, analyticsMonths }" },
  )
  .strict();

/** Every setting, each with its validation. Add a field here, with its default in fixed/band-defaults.ts. */
export const siteSettingsSchema = z.object({
  /** Up to three lines, digits in international form without "+", each marked WhatsApp or not. */
  phones,
  /** Where WhatsApp alerts of new enquiries go (digits, international form); empty: none. */
  alertPhones,
  email,
  /** The short place the band names everywhere ("Lagos, Nigeria"). */
  location: text("Where the band is based", 80).min(1, "Enter where the band is based"),
  /** A postal address for the contact page and the structured data; empty: not shown. */
  address: text("The address", 200),
  /** The opening of the message a visitor sends with Book via WhatsApp. */
  bookingMessage: text("The booking message", 300).min(1, "Enter the booking message"),
  socials,
  /** The artist's share link on the streaming service; the floating player embeds it. Empty: no player. */
  streamingUrl: z
    .string({ error: "The artist link must be text" })
    .trim()
    .max(500, "The artist link is too long")
    .refine((value) => value === "" || streamingPlayerUrl(value) !== null, "Paste the artist's share link from Spotify (open.spotify.com/artist/…)"),
  /** Events the band can play on one Lagos day; at this many the day shows as fully booked. */
  capacityPerDay: wholeNumber("Events a day", 1, 20),
  /** The AdSense publisher id; empty: no ad slot, no room kept for one, no ad script, no ads.txt. */
  adsenseClient,
  /** The reply promise every "we reply within … hours" follows. */
  replyHours: wholeNumber("The reply promise (hours)", 1, 168),
  /** Bank, account name and number for a deposit by transfer; the quote page shows it when Paystack is not set up. Empty: not shown. */
  bankDetails: text("The bank details", 500),
  /** Business details (issue 64): whether the band charges VAT, and at what rate (percent). */
  vatRegistered: z.boolean({ error: "VAT registered must be yes or no" }),
  vatRate: z
    .number({ error: "The VAT rate must be a percentage, e.g. 7.5" })
    .min(0, "The VAT rate must be at least 0")
    .max(50, "The VAT rate must be at most 50")
    .refine((rate) => Number.isInteger(rate * 100), "The VAT rate takes at most two decimals"),
  /** The band's Tax Identification Number, as FIRS issues it: 8 digits, a dash, 4 digits. Empty: not shown. */
  tin: text("The TIN", 13).refine((value) => value === "" || TIN_PATTERN.test(value), "Enter the TIN as 12345678-0001"),
  /** The CAC registration: RC (a company) or BN (a business name) and its digits. Empty: not shown. */
  rcNumber: text("The CAC number", 12)
    .transform((value) => value.toUpperCase().replace(/^(RC|BN)\s*/, "$1 "))
    .refine((value) => value === "" || /^(RC|BN) \d{1,8}$/.test(value), "Enter the CAC number as RC 1234567 or BN 1234567"),
  /** Who signs agreements for the band. */
  signatoryName: text("Who signs for the band", 80),
  /** The late fee on an overdue balance, percent per month (0: none). */
  lateFeePercentPerMonth: z
    .number({ error: "The late fee must be a percentage from 0 to 5" })
    .min(0, "The late fee must be at least 0")
    .max(5, "The late fee must be at most 5")
    .refine((rate) => Number.isInteger(rate * 100), "The late fee takes at most two decimals"),
  retention,
});

export type SiteSettings = z.infer<typeof siteSettingsSchema>;
export type SiteSettingName = keyof SiteSettings;
export type PhoneLine = SiteSettings["phones"][number];

/** What a setting is until the admin saves one (the spec's default where it gives one). */
export const defaultSiteSettings: SiteSettings = defaultBandSettings;

export const siteSettingNames = Object.keys(siteSettingsSchema.shape) as SiteSettingName[];

/** PUT /api/admin/settings: any of the settings, at least one, nothing else. */
export const siteSettingsUpdateSchema = siteSettingsSchema
  .partial()
  .extend({ socials: socialsUpdate.optional() })
  .strict()
  .refine((update) => Object.values(update).some((value) => value !== undefined), "Nothing to change: send at least one setting");

export type SiteSettingsUpdate = z.infer<typeof siteSettingsUpdateSchema>;

/** How a refused settings body names a key that is no setting. */
export const SETTINGS_FIELD_WORDS = { unknownTopLevel: "Unknown setting" };
