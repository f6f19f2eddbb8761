"use client";

import { IntentLink } from "./intent-link";
import { usePathname } from "next/navigation";
import { useEffect, useState } from "react";
import { site } from "@/fixed/site";
import { LogoEmblem, type Mood } from "./logo-emblem";

/** Home page sections and the mood each one gives the logo (venues are the gallery mood). */
const sectionMoods: Record<string, Mood> = {
  home: "hero",
  about: "about",
  services: "services",
  reviews: "testimonials",
  testimonials: "testimonials",
  venues: "gallery",
  contact: "contact",
};

const routeMoods: Record<string, Mood> = {
  "/about": "about",
  "/services": "services",
  "/testimonials": "testimonials",
  "/gallery": "gallery",
  "/contact": "contact",
};

/** The header logo; on the home page its mood follows the section crossing the upper middle of the screen. */
export function SiteLogo() {
  const pathname = usePathname();
  const [sectionMood, setSectionMood] = useState<Mood>("hero");
  const onHome = pathname === "/";

  useEffect(() => {
    if (!onHome) return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const mood = sectionMoods[entry.target.id];
          if (entry.isIntersecting && mood) setSectionMood(mood);
        }
      },
      { rootMargin: "-40% 0px -59% 0px" },
    );
    for (const id of Object.keys(sectionMoods)) {
      const section = document.getElementById(id);
      if (section) observer.observe(section);
    }
    return () => observer.disconnect();
  }, [onHome]);

  const mood = onHome ? sectionMood : (routeMoods[pathname] ?? "hero");
  return (
    <IntentLink href="/" data-mood={mood} className="flex min-w-0 items-center gap-2 rounded-md font-display text-lg font-bold text-foreground">
      <LogoEmblem mood={mood} />
      <span className="whitespace-nowrap">{site.shortName}</span>
    </IntentLink>
  );
}
