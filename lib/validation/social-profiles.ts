// The band's profiles on each network: a link must be https on that network's own host, so a
// profile field cannot send visitors anywhere else.
import { z } from "zod";
import "./jitless";
import { socialNetworks as networks, type SocialNetwork } from "@/lib/common/social-networks";

/** The link's host is the network's, or a subdomain of it (www., m., web.). */
function onNetworkHost(network: SocialNetwork, value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== "https:" || url.username || url.password || url.port) return false;
  const host = url.hostname.toLowerCase();
  return networks[network].hosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}

/** One network's profile link: empty (not shown) or https on the network's own host. */
export const socialProfileUrl = (network: SocialNetwork) =>
  z
    .string({ error: `The ${networks[network].label} link must be text` })
    .trim()
    .max(300, `The ${networks[network].label} link is too long`)
    .refine(
      (value) => value === "" || onNetworkHost(network, value),
      `Paste the link of your ${networks[network].label} profile (https://${networks[network].hosts[0]}/…), or leave it empty`,
    );
