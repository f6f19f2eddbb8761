"use client";

import { useCallback, useState } from "react";

/**
 * One client logo in its fixed-size tile. The size (50-200 %) sets the box the image is contained
 * in, never the tile, so sizes cause no layout shift. If the file is missing or broken, the
 * organisation's name shows instead. A plain <img>: the file is shown as it is (an SVG or the band's
 * upload), so there is no srcset to make.
 */
/** The share of the tile the logo may fill: 60 % at 100 % size, the whole tile from about 167 %. */
const boxPercent = (sizePercent: number) => Math.min(100, Math.round(sizePercent * 0.6));

export function ClientLogo({ name, src, sizePercent }: { name: string; src: string; sizePercent: number }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  // Once per image element, not on every render (a new callback would set the source again each time).
  const replayEarlyError = useCallback((img: HTMLImageElement | null) => {
    if (img?.complete) img.src = img.src;
  }, []);
  if (failedSrc === src) return <span className="text-center text-sm font-semibold text-stone-800">{name}</span>;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- shown as it is, nothing for next/image to do
    <img
      src={src}
      alt={name}
      width={320}
      height={96}
      loading="lazy"
      decoding="async"
      className="object-contain"
      style={{ width: `${boxPercent(sizePercent)}%`, height: `${boxPercent(sizePercent)}%` }}
      onError={() => setFailedSrc(src)}
      // A file that failed before the page's code ran fired its error unheard: setting its source
      // again once the handler is attached fires it again (next/image does the same).
      ref={replayEarlyError}
    />
  );
}
