import { IntentLink } from "./intent-link";
import { bookNowLink } from "@/fixed/navigation";
import { MobileMenu } from "./mobile-menu";
import { NavLinks } from "./nav-links";
import { SiteLogo } from "./site-logo";
import { ThemeToggle } from "./theme-toggle";

/** Sticky, 64 px tall (anchors scroll to just below it), on one line from 390 px up. */
export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 h-16 border-b border-border bg-background/95 backdrop-blur">
      <div className="relative mx-auto flex h-full max-w-6xl items-center justify-between gap-2 px-4">
        <SiteLogo />
        <nav aria-label="Main" className="hidden lg:block">
          <NavLinks variant="desktop" />
        </nav>
        <div className="flex items-center gap-2">
          <IntentLink
            href={bookNowLink.href}
            data-track="header-book-now"
            className="hidden rounded-md bg-primary px-3 py-2 text-sm font-semibold text-primary-foreground hover:bg-primary-hover sm:inline-flex lg:hidden"
          >
            {bookNowLink.label}
          </IntentLink>
          <ThemeToggle />
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
