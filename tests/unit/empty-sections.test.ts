import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { EquipmentSection } from "@/components/home/equipment-section";
import { ServicesSection } from "@/components/home/services-section";
import { TestimonialsSection } from "@/components/home/testimonials-section";
import { VenuesSection } from "@/components/home/venues-section";

// Issue 64, item 9: a home section whose list the band emptied is left out, never a heading over nothing.
const lists = vi.hoisted(() => ({ items: [] as Record<string, unknown>[] }));
vi.mock("@/lib/content/public", () => {
  const list = async () => lists.items;
  return { publicTestimonials: list, publicVenues: list, publicServices: list, publicEquipmentPhotos: list };
});

const sections = { TestimonialsSection, VenuesSection, ServicesSection, EquipmentSection };

describe("home sections", () => {
  it("render nothing when the band's list is empty", async () => {
    lists.items = [];
    for (const [name, Section] of Object.entries(sections)) expect(await Section(), name).toBeNull();
  });

  it("render their heading and items when the list has some", async () => {
    lists.items = [
      { id: 1, name: "Ada Obi", role: "Bride", text: "Wonderful", rating: 5, image: "", description: "A hall", alt: "A stage", title: "Weddings", icon: "music", features: [] },
    ];
    const html = renderToStaticMarkup((await TestimonialsSection())!);
    expect(html).toContain("Testimonials");
    expect(html).toContain("Wonderful");
    expect(await VenuesSection()).not.toBeNull();
  });
});
