// The eight service categories (spec section 1), shown as cards on the home page and, with their
// feature lists, on /services.

export type Service = { id: string; title: string; summary: string; features: string[] };

export const services: Service[] = [
  {
    id: "live-band",
    title: "Live Band",
    summary: "A full live band for weddings, corporate events and owambe parties, from highlife to afrobeat.",
    features: ["Lead and backing vocalists", "Horns, keys, guitars and talking drum", "Set lists planned with you", "Sound check before guests arrive"],
  },
  {
    id: "karaoke",
    title: "Karaoke",
    summary: "Professional karaoke sets with big screens, wireless microphones and a host who gets everyone singing.",
    features: ["Thousands of Nigerian and international songs", "Wireless microphones", "Lyrics on screen", "A host to keep the queue moving"],
  },
  {
    id: "dj-service",
    title: "DJ Service",
    summary: "Experienced DJs who read the room and keep the dance floor full between live sets.",
    features: ["Amapiano, afrobeats, hip hop and classics", "Seamless hand-over with the band", "Club-grade decks and monitors", "Requests taken on the night"],
  },
  {
    id: "dj-academy",
    title: "DJ Training Academy",
    summary: "Hands-on DJ courses for beginners and working DJs, taught by the band's own DJs.",
    features: ["Beginner and advanced classes", "Mixing, scratching and beat matching", "Practice on professional gear", "Certificate on completion"],
  },
  {
    id: "rentals",
    title: "Instrument & Sound Rentals",
    summary: "Musical instruments, PA systems, lighting and stages for hire, delivered and set up by our crew.",
    features: ["PA systems for 50 to 5,000 guests", "Instruments and backline", "Stage lighting and effects", "Delivery, set-up and a technician"],
  },
  {
    id: "video-photo",
    title: "Video & Photo Coverage",
    summary: "Photographers and videographers who capture the day, from the first dance to the last spray of naira.",
    features: ["Photo and video teams", "Edited highlight film", "Drone coverage where allowed", "Online gallery for your guests"],
  },
  {
    id: "mc-production",
    title: "MC, TV & Radio Production",
    summary: "Seasoned MCs for your event and a production team for jingles, TV and radio content.",
    features: ["Bilingual MCs (English and Yoruba)", "Programme planning", "Jingles and adverts", "TV and radio production"],
  },
  {
    id: "livestreaming",
    title: "Livestreaming",
    summary: "Share your event live with family and friends abroad, in HD, on the platform you choose.",
    features: ["Multi-camera HD stream", "YouTube, Facebook or a private link", "Graphics and captions", "Recording delivered after the event"],
  },
];
