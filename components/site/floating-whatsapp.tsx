import { bookingWhatsappHref } from "@/lib/settings/band-contact";
import { publicSiteSettings } from "@/lib/settings/public";

const ENQUIRY = "Hello! I found you on your website and would like to make an enquiry about booking the band for my event.";

/** Bottom-right chat button (to the first WhatsApp line of the settings); on phones the right-most button of the dock. */
export async function FloatingWhatsApp() {
  const href = bookingWhatsappHref(await publicSiteSettings(), ENQUIRY);
  if (!href) return null;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Chat with us on WhatsApp"
      data-track="floating-whatsapp"
      className="fixed right-[calc(1rem+env(safe-area-inset-right))] bottom-[calc(1rem+env(safe-area-inset-bottom))] z-30 inline-flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground shadow-lg transition hover:scale-105 max-sm:static"
    >
      {/* A chat bubble with a handset: an original drawing, not the messenger's logo. */}
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-7 w-7" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
        <path d="M12 3a9 9 0 0 0-7.8 13.5L3 21l4.6-1.2A9 9 0 1 0 12 3z" />
        <path d="M9 8.5c0 3.5 3 6.5 6.5 6.5l1-1.6-2-1.2-1 .8c-1-.5-2-1.5-2.5-2.5l.8-1-1.2-2z" />
      </svg>
    </a>
  );
}
