"use client";

import { IntentLink } from "./intent-link";
import { usePathname } from "next/navigation";
import { bookNowLink, navLinks, type NavLink } from "@/fixed/navigation";

const HOME_ANCHOR = "/#home";

/** The main links and Book Now; the current page is marked for assistive technology. */
export function NavLinks({ variant, onNavigate }: { variant: "desktop" | "mobile"; onNavigate?: () => void }) {
  const pathname = usePathname();
  const desktop = variant === "desktop";
  const item = desktop
    ? "rounded-md px-2.5 py-2 text-sm font-medium hover:bg-muted aria-[current=page]:text-primary"
    : "block rounded-md px-3 py-3 text-base font-medium hover:bg-muted aria-[current=page]:bg-muted aria-[current=page]:text-primary";
  const book = desktop
    ? "ml-2 rounded-md bg-primary px-4 py-2 text-sm font-semibold text-primary-foreground hover:bg-primary-hover"
    : "mt-2 block rounded-md bg-primary px-3 py-3 text-center text-base font-semibold text-primary-foreground";

  const current = (link: NavLink) => (link.href === HOME_ANCHOR ? pathname === "/" : pathname === link.href);

  return (
    <ul className={desktop ? "flex items-center gap-1" : "flex flex-col gap-1"}>
      {navLinks.map((link) => (
        <li key={link.href}>
          {/* On the home page, Home is a plain in-page anchor so the browser scrolls smoothly to it. */}
          {link.href === HOME_ANCHOR && pathname === "/" ? (
            <a href="#home" className={item} aria-current="page" onClick={onNavigate}>
              {link.label}
            </a>
          ) : (
            <IntentLink href={link.href} className={item} aria-current={current(link) ? "page" : undefined} onClick={onNavigate}>
              {link.label}
            </IntentLink>
          )}
        </li>
      ))}
      <li>
        <IntentLink
          href={bookNowLink.href}
          data-track={`${variant}-nav-book-now`}
          className={book}
          aria-current={pathname === bookNowLink.href ? "page" : undefined}
          onClick={onNavigate}
        >
          {bookNowLink.label}
        </IntentLink>
      </li>
    </ul>
  );
}
