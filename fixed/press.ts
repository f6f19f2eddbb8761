// The press kit of a fresh install (issue 67): sample texts the band replaces in Content → Press kit
// (the launch checklist lists them until it does). The rider is a typical one for a ten-piece live
// band with a DJ: the band's music director writes its own.

export const pressKit = {
  shortBio:
    "Eko Live Band & Entertainment is a Lagos live band playing weddings, corporate events and owambe parties since 2004: highlife, afrobeat, amapiano, gospel and pop, with DJs, MCs, sound and lighting from one team.",
  longBio:
    "Founded in Lagos in 2004 as a six-piece highlife band playing weddings on the mainland, Eko Live Band has grown into a full entertainment company. More than a thousand events later, the band plays ballrooms on Victoria Island, gardens in Ikoyi and halls across the mainland, for couples, families and companies.\n\nThe repertoire runs from Yoruba and Igbo highlife for the parents to afrobeat, amapiano and pop for their friends, with gospel for the church and the thanksgiving. The band arrives early, sound-checks before the guests, and plays on time.\n\nBeside the live band the company provides DJs, MCs, sound, lighting, video and livestreaming, so a planner deals with one team from the first call to the last dance.",
  facts: [
    { label: "Founded", value: "2004, Lagos" },
    { label: "Events played", value: "1,000+" },
    { label: "Line-up", value: "10 musicians and 2 vocalists, DJ on request" },
    { label: "Genres", value: "Highlife, afrobeat, amapiano, gospel, pop, R&B" },
  ],
  rider: {
    stage: "At least 6 m × 4 m, level and covered when outdoors, with steps at the side. Ready 3 hours before the first set for set-up and sound check.",
    power: "Two separate 230 V 32 A supplies (or a 20 kVA generator) within 10 m of the stage, on their own circuit, away from the catering.",
    inputs: [
      { channel: 1, source: "Kick drum", notes: "Beta 91A" },
      { channel: 2, source: "Snare", notes: "SM57" },
      { channel: 3, source: "Hi-hat", notes: "Condenser" },
      { channel: 4, source: "Overhead L", notes: "" },
      { channel: 5, source: "Overhead R", notes: "" },
      { channel: 6, source: "Talking drum", notes: "SM57" },
      { channel: 7, source: "Congas", notes: "Two SM57" },
      { channel: 8, source: "Bass guitar", notes: "DI" },
      { channel: 9, source: "Lead guitar", notes: "SM57 on the amp" },
      { channel: 10, source: "Keys L", notes: "DI" },
      { channel: 11, source: "Keys R", notes: "DI" },
      { channel: 12, source: "Saxophone", notes: "Clip-on" },
      { channel: 13, source: "Trumpet", notes: "Clip-on" },
      { channel: 14, source: "Lead vocal", notes: "Wireless, band's own" },
      { channel: 15, source: "Backing vocal", notes: "SM58" },
      { channel: 16, source: "DJ L/R", notes: "Stereo DI" },
    ],
    backline:
      "The band brings its drum kit, amps, keyboards and percussion. The venue provides the PA, a 16-channel desk and four monitor wedges, unless the band's sound package is booked.",
    hospitality: "A changing room near the stage, drinking water on stage, and a meal for 14 people between sets.",
  },
  stagePlot: "",
} as const;
