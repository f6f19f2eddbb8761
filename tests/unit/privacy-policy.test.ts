import { describe, expect, it } from "vitest";
import { privacyPolicyFor, type PrivacyFacts } from "@/fixed/legal";

// Issue 66, item 6: the privacy policy follows the settings and the services of the install.

const facts: PrivacyFacts = {
  bandName: "Eko Live Band & Entertainment",
  address: "12 Admiralty Way, Lekki, Lagos",
  location: "Lagos, Nigeria",
  email: "bookings@ekoband.example",
  adsOn: false,
  whatsappOn: false,
  paystackOn: false,
  storage: "server",
  retention: { unbookedEnquiryMonths: 24, whatsappMonths: 24, analyticsMonths: 13 },
};
const text = (document: ReturnType<typeof privacyPolicyFor>) =>
  document.sections.map((section) => [section.title, ...(section.paragraphs ?? []), ...(section.items ?? [])].join("\n")).join("\n");

describe("the privacy policy", () => {
  it("names the controller, each purpose's lawful basis, the retention periods, the rights and the NDPC", () => {
    const policy = text(privacyPolicyFor({ ...facts, retention: { unbookedEnquiryMonths: 18, whatsappMonths: 6, analyticsMonths: 1 } }));
    expect(policy).toContain("Eko Live Band & Entertainment, 12 Admiralty Way, Lekki, Lagos, is the data controller");
    expect(policy).toContain("by email to bookings@ekoband.example");
    for (const basis of ["the contract itself", "legal obligation", "your consent", "legitimate interest"]) expect(policy).toContain(basis);
    expect(policy).toContain("deleted 18 months after it was sent");
    expect(policy).toContain("Single visits are deleted after 1 month");
    expect(policy).toContain("/privacy-request");
    expect(policy).toContain("within 30 days");
    expect(policy).toContain("Nigeria Data Protection Commission");
  });

  it("speaks of ads, the consent cookie, WhatsApp and Paystack only when they are on", () => {
    const plain = privacyPolicyFor(facts);
    expect(plain.sections.map((section) => section.id)).not.toContain("advertising");
    expect(text(plain)).toContain("This site sets no cookies for visitors");
    expect(text(plain)).not.toMatch(/Meta Platforms|Paystack|ad_consent/);
    const full = privacyPolicyFor({ ...facts, adsOn: true, whatsappOn: true, paystackOn: true, storage: "blob", address: "", email: "" });
    expect(full.sections.map((section) => section.id)).toContain("advertising");
    expect(text(full)).toMatch(/ad_consent, which remembers whether you accepted or rejected the ads and the day you chose, for six months/);
    expect(text(full)).toContain("Meta Platforms (WhatsApp Business");
    expect(text(full)).toContain("Paystack (Nigeria)");
    expect(text(full)).toContain("WhatsApp conversations are deleted 24 months after each message");
    expect(text(full)).toContain("Vercel (United States)");
    expect(text(full)).toContain("Eko Live Band & Entertainment, Lagos, Nigeria, is the data controller");
    expect(text(full)).toContain("through our contact page");
    // Each section's id is unique: the contents link to them.
    expect(new Set(full.sections.map((section) => section.id)).size).toBe(full.sections.length);
  });
});
