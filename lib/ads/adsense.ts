// The advertising network's publisher id, inlined at build time; without it no ad code loads.
export const adsenseClient = process.env.NEXT_PUBLIC_ADSENSE_CLIENT?.trim() ?? "";

export const adsenseScriptUrl = (client: string) =>
  `https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=${encodeURIComponent(client)}`;
