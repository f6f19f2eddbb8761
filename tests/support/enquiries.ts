// Good payloads for each form, as a visitor would fill them in.
export const future = (days = 60) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export const goodPayloads = {
  home: { name: "Adaeze Okafor", email: "adaeze@example.com", phone: "+234 803 000 0001", eventType: "Wedding", eventDate: future(), message: "Wedding reception for 250 guests." },
  contact: {
    name: "Tunde Bakare",
    email: "tunde@example.com",
    phone: "08030000002",
    eventType: "Concert",
    eventDate: future(90),
    venue: "Eko Hotel, Victoria Island",
    guestCount: 400,
    budget: "₦2,000,000 - ₦5,000,000",
    message: "Outdoor stage.",
  },
  "quote-full": { name: "Funmi Adeyemi", email: "funmi@example.com", phone: "+2348030000003", eventType: "anniversary", eventDate: future(30), message: "" },
  quote: { name: "Chinedu Eze", phone: "0803 000 0004", eventType: "graduation", eventDate: future(20) },
} as const;
