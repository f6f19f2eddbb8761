"use client";

import type { EnquirySource } from "@/fixed/enquiries";
import { DeferredIsland } from "@/components/ui/deferred-island";

type EnquiryFormModule = typeof import("@/components/forms/enquiry-form");
type NewsletterFormModule = typeof import("@/components/forms/newsletter-form");

// The forms as DeferredIslands: their code (react-hook-form and the form logic) loads when the
// visitor comes near them, after the page itself has become interactive. Next compiles
// `typeof window` to a constant in each bundle: the server renders the forms from a plain require,
// the browser's bundle keeps only the dynamic imports.
/* eslint-disable @typescript-eslint/no-require-imports */
const serverEnquiryForm = typeof window === "undefined" ? (require("@/components/forms/enquiry-form") as EnquiryFormModule).EnquiryForm : undefined;
const serverNewsletterForm = typeof window === "undefined" ? (require("@/components/forms/newsletter-form") as NewsletterFormModule).NewsletterForm : undefined;
/* eslint-enable @typescript-eslint/no-require-imports */
const loadEnquiryForm = () => import("@/components/forms/enquiry-form").then((module) => module.EnquiryForm);
const loadNewsletterForm = () => import("@/components/forms/newsletter-form").then((module) => module.NewsletterForm);

export function DeferredEnquiryForm(props: { source: EnquirySource }) {
  return <DeferredIsland server={serverEnquiryForm} load={loadEnquiryForm} props={props} />;
}

export function DeferredNewsletterForm() {
  return <DeferredIsland server={serverNewsletterForm} load={loadNewsletterForm} props={{}} />;
}
