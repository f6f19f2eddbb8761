// Fixed choices and messages of the site's enquiry forms (spec sections 5 and 8).

export type Option = { value: string; label: string };

const same = (labels: string[]): Option[] => labels.map((label) => ({ value: label, label }));

/**
 * Every event type the forms offer: one key (what is stored) and one label (what people read), so
 * the inbox, mails, calendar and CSV name a type the same way whichever form it came from. `also`
 * lists the values the forms stored before the keys (labels, and the quote form's "Birthday").
 */
const eventTypeList = [
  { value: "wedding", label: "Wedding", also: ["Wedding"] },
  { value: "traditional-engagement", label: "Traditional Engagement", also: [] },
  { value: "corporate", label: "Corporate Event", also: ["Corporate Event"] },
  { value: "birthday", label: "Birthday Party", also: ["Birthday Party", "Birthday"] },
  { value: "anniversary", label: "Anniversary", also: [] },
  { value: "naming-ceremony", label: "Naming Ceremony", also: [] },
  { value: "burial", label: "Burial or Memorial", also: [] },
  { value: "private-party", label: "Private Party", also: ["Private Party"] },
  { value: "hotel-restaurant", label: "Hotel/Restaurant", also: ["Hotel/Restaurant"] },
  { value: "concert", label: "Concert", also: ["Concert"] },
  { value: "festival", label: "Festival", also: ["Festival"] },
  { value: "graduation", label: "Graduation", also: [] },
  { value: "other", label: "Other", also: ["Other"] },
] as const;

export type EventTypeKey = (typeof eventTypeList)[number]["value"];

const options = (keys: EventTypeKey[]): Option[] => keys.map((key) => ({ value: key, label: eventTypeOf(key)!.label }));

// Each form keeps the spec's types (section 5) and adds the Lagos staples.
const lagosStaples: EventTypeKey[] = ["traditional-engagement", "naming-ceremony", "burial"];

export const homeEventTypes = options(["wedding", ...lagosStaples, "corporate", "private-party", "hotel-restaurant", "other"]);

export const contactEventTypes = options(["wedding", ...lagosStaples, "corporate", "birthday", "concert", "festival", "private-party", "other"]);

/** Both quote forms, quick and detailed, offer the same types (issue 64): a visitor never loses a type by asking for more. */
export const quoteRequestEventTypes = options(["wedding", ...lagosStaples, "corporate", "birthday", "anniversary", "festival", "graduation", "other"]);

/** Every type, for the admin setting an enquiry's type (a WhatsApp enquiry arrives without one). */
export const allEventTypes = options(eventTypeList.map((type) => type.value));

export const budgetOptions = same(["Under ₦500,000", "₦500,000 - ₦1,000,000", "₦1,000,000 - ₦2,000,000", "₦2,000,000 - ₦5,000,000", "Above ₦5,000,000"]);

/** The key of a posted or stored event type: a key as it is, an older label as its key, else undefined. */
export function eventTypeKey(value: string): EventTypeKey | undefined {
  return eventTypeOf(value)?.value;
}

function eventTypeOf(value: string) {
  const wanted = value.trim();
  return eventTypeList.find((type) => type.value === wanted || (type.also as readonly string[]).includes(wanted));
}

/** The words for a stored event type ("birthday" and "Birthday Party" → "Birthday Party"); unknown values as they are. */
export function eventTypeLabel(value: string): string {
  return eventTypeOf(value)?.label ?? value;
}

export type Message = { title: string; description?: string };

export type EnquirySource = "home" | "contact" | "quote" | "quote-full";

/**
 * `followUp` takes the success message's place 2 s later when the answer carries a WhatsApp link;
 * its description claims notifications only when they were queued and mail is set up
 * (`followUpUnnotified` otherwise).
 */
export const enquiryMessages: Record<EnquirySource, { success: Message; failure: Message; followUp?: Message }> = {
  home: {
    success: { title: "Thank you for your inquiry! We will get back to you soon." },
    failure: { title: "Error", description: "Failed to submit your inquiry. Please try again." },
    followUp: { title: "Quote Request Sent!", description: "Your request has been submitted and notifications sent to our team." },
  },
  contact: {
    success: { title: "Message Sent Successfully!", description: "We'll get back to you within {reply time}." },
    failure: { title: "Error", description: "Failed to send message. Please try again." },
    followUp: { title: "Quote Request Sent!", description: "Your request has been submitted and notifications sent to our team." },
  },
  "quote-full": {
    success: { title: "Thank you for your inquiry! We will get back to you within {reply time}." },
    failure: { title: "Error", description: "Failed to submit your inquiry. Please try again." },
  },
  quote: {
    success: { title: "Quote Request Sent!", description: "We'll contact you within {reply time} with your quote." },
    failure: { title: "Error", description: "Please try again or call us directly." },
  },
};

export const followUpUnnotified = "Your request has been submitted. Continue on WhatsApp for a faster reply.";

export const newsletterMessages = {
  success: { title: "Thank you for subscribing to our newsletter!" },
  failure: { title: "Error", description: "Failed to subscribe. Please try again." },
} satisfies Record<string, Message>;
