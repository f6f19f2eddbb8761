// The fields of each enquiry form, in order. Validation lives in lib/validation/enquiry.ts.
import { budgetOptions, contactEventTypes, homeEventTypes, quoteRequestEventTypes, type EnquirySource, type Option } from "./enquiries";

export type FieldConfig = {
  name: string;
  label: string;
  type: "text" | "email" | "tel" | "date" | "number" | "select" | "textarea";
  required: boolean;
  options?: Option[];
  autoComplete?: string;
  placeholder?: string;
  /** Spans both columns on wide screens. */
  wide?: boolean;
};

const name: FieldConfig = { name: "name", label: "Full name", type: "text", required: true, autoComplete: "name" };
const email: FieldConfig = { name: "email", label: "Email address", type: "email", required: true, autoComplete: "email" };
const phone: FieldConfig = { name: "phone", label: "Phone number", type: "tel", required: true, autoComplete: "tel", placeholder: "+234 800 000 0000" };
const eventType = (options: Option[]): FieldConfig => ({ name: "eventType", label: "Event type", type: "select", required: true, options });
const eventDate: FieldConfig = { name: "eventDate", label: "Event date", type: "date", required: true };
const message = (label: string, required: boolean): FieldConfig => ({ name: "message", label, type: "textarea", required, wide: true });

/** Each form's send button, which also names the form ("Send Message form"). */
export const enquirySubmitLabels: Record<EnquirySource, string> = { home: "Send Inquiry", contact: "Send Message", quote: "Get My Quote", "quote-full": "Request Quote" };

export const enquiryFormFields: Record<EnquirySource, FieldConfig[]> = {
  home: [name, email, phone, eventType(homeEventTypes), eventDate, message("Tell us about your event", true)],
  contact: [
    name,
    email,
    phone,
    eventType(contactEventTypes),
    eventDate,
    { name: "venue", label: "Venue", type: "text", required: true, placeholder: "e.g. Eko Hotel, Victoria Island" },
    { name: "guestCount", label: "Number of guests", type: "number", required: false },
    { name: "budget", label: "Budget", type: "select", required: false, options: budgetOptions },
    message("Additional details", false),
  ],
  "quote-full": [
    name,
    email,
    phone,
    { name: "company", label: "Company (for a corporate event)", type: "text", required: false, autoComplete: "organization" },
    eventType(quoteRequestEventTypes),
    eventDate,
    { name: "venue", label: "Venue", type: "text", required: false, placeholder: "e.g. Eko Hotel, Victoria Island" },
    { name: "guestCount", label: "Number of guests", type: "number", required: false },
    message("Tell us more", false),
  ],
  quote: [name, phone, eventType(quoteRequestEventTypes), eventDate, message("Anything else?", false)],
};
