import type { ComponentProps } from "react";
import type { PictureAttributes } from "./picture";

type Props = { picture: PictureAttributes; alt: string } & Omit<ComponentProps<"img">, "alt" | "src" | "srcSet">;

/**
 * A picture in a client component, from attributes the server worked out (`pictureAttributes`), so
 * next/image's code stays on the server; `props` change what the moment needs (alt, loading…).
 */
export function PreparedPicture({ picture, alt, ...props }: Props) {
  // eslint-disable-next-line @next/next/no-img-element -- next/image's own attributes, without its client code
  return <img {...picture} {...props} alt={alt} />;
}
