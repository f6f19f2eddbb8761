// The advertising network's script. The publisher id is a site setting (lib/settings), read at run time.
export const adsenseScriptUrl = (client: string) => `https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=${encodeURIComponent(client)}`;
