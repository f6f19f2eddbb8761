// The main navigation (spec section 2). "Home" scrolls to the home section on /, and goes to
// "/#home" from any other route.

export type NavLink = { label: string; href: string };

export const navLinks: NavLink[] = [
  { label: "Home", href: "/#home" },
  { label: "About", href: "/about" },
  { label: "Services", href: "/services" },
  { label: "Testimonials", href: "/testimonials" },
  { label: "Gallery", href: "/gallery" },
  { label: "Our Music", href: "/music" },
];

export const bookNowLink: NavLink = { label: "Book Now", href: "/contact" };
