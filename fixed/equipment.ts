// The equipment section of the home page: what the band brings, with two illustrations.

export const equipment = {
  heading: "Professional sound and stage equipment",
  text: "We bring our own line-array PA, digital mixing desks, wireless microphones, stage lighting and a crew who set it all up and sound-check before your guests arrive. Need gear without the band? Everything is available to rent.",
  photos: [
    { src: "/images/home/equipment-sound.jpg", alt: "Illustration of two PA speakers either side of a mixing desk and a microphone" },
    { src: "/images/home/equipment-stage.jpg", alt: "Illustration of a lit stage with a drum kit under coloured light beams" },
  ],
} as const;
