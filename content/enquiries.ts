// Fixed choices and messages of the site's enquiry forms (spec sections 5 and 8).

export type Option = { value: string; label: string };

const same = (labels: string[]): Option[] => labels.map((label) => ({ value: label, label }));

export const homeEventTypes = same(["Wedding", "Corporate Event", "Private Party", "Hotel/Restaurant", "Other"]);

export const contactEventTypes = same(["Wedding", "Corporate Event", "Birthday Party", "Concert", "Festival", "Private Party", "Other"]);

export const budgetOptions = same(["Under ₦500,000", "₦500,000 - ₦1,000,000", "₦1,000,000 - ₦2,000,000", "₦2,000,000 - ₦5,000,000", "Above ₦5,000,000"]);

export const quoteEventTypes: Option[] = [
  { value: "wedding", label: "Wedding" },
  { value: "corporate", label: "Corporate Event" },
  { value: "birthday", label: "Birthday" },
  { value: "anniversary", label: "Anniversary" },
  { value: "festival", label: "Festival" },
  { value: "other", label: "Other" },
];

export const shortQuoteEventTypes: Option[] = [...quoteEventTypes.slice(0, 5), { value: "graduation", label: "Graduation" }, quoteEventTypes[5]!];

/** The words for a stored event type ("anniversary" → "Anniversary"); unknown values as they are. */
export function eventTypeLabel(value: string): string {
  return [...shortQuoteEventTypes, ...contactEventTypes, ...homeEventTypes].find((option) => option.value === value)?.label ?? value;
}

export type Message = { title: string; description?: string };

export type EnquirySource = "home" | "contact" | "quote" | "quote-full";

export const enquiryMessages: Record<EnquirySource, { success: Message; failure: Message; followUp?: Message }> = {
  home: {
    success: { title: "Thank you for your inquiry! We will get back to you soon." },
    failure: { title: "Error", description: "Failed to submit your inquiry. Please try again." },
    followUp: { title: "Quote Request Sent!", description: "Your request has been submitted and notifications sent to our team." },
  },
  contact: {
    success: { title: "Message Sent Successfully!", description: "We'll get back to you within 24 hours." },
    failure: { title: "Error", description: "Failed to send message. Please try again." },
    followUp: { title: "Quote Request Sent!", description: "Your request has been submitted and notifications sent to our team." },
  },
  "quote-full": {
    success: { title: "Thank you for your inquiry! We will get back to you within 24 hours." },
    failure: { title: "Error", description: "Failed to submit your inquiry. Please try again." },
  },
  quote: {
    success: { title: "Quote Request Sent!", description: "We'll contact you within 24 hours with your quote." },
    failure: { title: "Error", description: "Please try again or call us directly." },
  },
};

export const newsletterMessages = {
  success: { title: "Thank you for subscribing to our newsletter!" },
  failure: { title: "Error", description: "Failed to subscribe. Please try again." },
} satisfies Record<string, Message>;
