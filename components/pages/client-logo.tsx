"use client";

import Image from "next/image";
import { useState } from "react";

/**
 * One client logo in its fixed-size tile. The size (50-200 %) sets the box the image is contained
 * in, never the tile, so sizes cause no layout shift. If the file is missing or broken, the
 * organisation's name shows instead.
 */
/** The share of the tile the logo may fill: 60 % at 100 % size, the whole tile from about 167 %. */
const boxPercent = (sizePercent: number) => Math.min(100, Math.round(sizePercent * 0.6));

export function ClientLogo({ name, src, sizePercent }: { name: string; src: string; sizePercent: number }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (failedSrc === src) return <span className="text-center text-sm font-semibold text-stone-800">{name}</span>;
  return (
    <Image
      src={src}
      alt={name}
      width={320}
      height={96}
      unoptimized
      loading="lazy"
      className="object-contain"
      style={{ width: `${boxPercent(sizePercent)}%`, height: `${boxPercent(sizePercent)}%` }}
      onError={() => setFailedSrc(src)}
    />
  );
}
