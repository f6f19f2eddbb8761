// The networks the band can link its profiles on, with the hosts each link must be on
// (lib/validation/social-profiles.ts checks them). No Zod here: the public pages read the labels.
export const socialNetworks = {
  instagram: { label: "Instagram", hosts: ["instagram.com"] },
  facebook: { label: "Facebook", hosts: ["facebook.com", "fb.com"] },
  youtube: { label: "YouTube", hosts: ["youtube.com", "youtu.be"] },
  tiktok: { label: "TikTok", hosts: ["tiktok.com"] },
  x: { label: "X", hosts: ["x.com", "twitter.com"] },
  audiomack: { label: "Audiomack", hosts: ["audiomack.com"] },
  boomplay: { label: "Boomplay", hosts: ["boomplay.com", "boomplaymusic.com"] },
  appleMusic: { label: "Apple Music", hosts: ["music.apple.com"] },
} as const;

export type SocialNetwork = keyof typeof socialNetworks;
export const socialNetworkNames = Object.keys(socialNetworks) as SocialNetwork[];
export const socialNetworkLabel = (network: SocialNetwork) => socialNetworks[network].label;
