import Link from "next/link";
import { site } from "@/content/site";
import { ThemeToggle } from "./theme-toggle";

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 h-16 border-b border-border bg-background/90 backdrop-blur">
      <div className="mx-auto flex h-full max-w-6xl items-center justify-between px-4">
        <Link href="/" className="font-display text-lg font-bold text-foreground">
          {site.shortName}
        </Link>
        <nav aria-label="Main" className="flex items-center gap-1 sm:gap-3">
          <Link href="/music" className="rounded px-2 py-2 text-sm font-medium hover:bg-muted">
            Our Music
          </Link>
          <Link href="/quote-full" className="rounded px-2 py-2 text-sm font-medium hover:bg-muted">
            Get a Quote
          </Link>
          <Link href="/contact" data-track="nav-book-now" className="rounded bg-primary px-3 py-2 text-sm font-semibold text-primary-foreground">
            Book Now
          </Link>
          <ThemeToggle />
        </nav>
      </div>
    </header>
  );
}
