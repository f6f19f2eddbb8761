import type { ComponentProps, ReactNode } from "react";
import Markdown from "react-markdown";
import remarkGfm from "remark-gfm";
import { headingAnchor } from "@/lib/docs/admin-guide";

const textOf = (children: ReactNode): string =>
  typeof children === "string" || typeof children === "number"
    ? String(children)
    : Array.isArray(children)
      ? children.map(textOf).join("")
      : children && typeof children === "object" && "props" in children
        ? textOf((children.props as { children?: ReactNode }).children)
        : "";

/** A link of the guide as the panel needs it: its pictures from the Help route, other guide pages named, not linked. */
function GuideLink({ href = "", children }: ComponentProps<"a">) {
  if (href.startsWith("#") || href.startsWith("/")) return <a href={href}>{children}</a>;
  if (/^https:\/\//.test(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return <span>{children}</span>;
}

function GuideImage({ src = "", alt = "" }: ComponentProps<"img">) {
  const name = typeof src === "string" ? src.replace(/^images\//, "") : "";
  // The pictures' sizes are known (npm run docs:screenshots takes them at these widths): reserving
  // the room keeps a section in place while the pictures above it load.
  const phone = name.includes("-phone");
  return (
    // eslint-disable-next-line @next/next/no-img-element -- an admin-only picture served by its own route, not worth next/image's optimiser
    <img
      src={`/admin/help/images/${name}`}
      alt={alt}
      loading="lazy"
      width={phone ? 390 : 1280}
      height={phone ? 844 : 800}
      className={`my-4 h-auto rounded-lg border border-border ${phone ? "w-full max-w-xs" : "w-full"}`}
    />
  );
}

/**
 * The band's guide, rendered from its Markdown without raw HTML (react-markdown skips it), headings
 * carrying the anchors the tabs' Help links point to.
 */
export function GuideMarkdown({ text }: { text: string }) {
  return (
    <div className="max-w-3xl space-y-4 leading-relaxed [&_a]:text-primary [&_a]:underline [&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_code]:[overflow-wrap:anywhere] [&_h2]:mt-10 [&_h2]:scroll-mt-20 [&_h2]:text-xl [&_h2]:font-semibold [&_li]:ml-5 [&_ol]:list-decimal [&_ul]:list-disc">
      <Markdown
        remarkPlugins={[remarkGfm]}
        skipHtml
        components={{
          h1: ({ children }) => <h2 className="sr-only">{children}</h2>,
          h2: ({ children }) => <h2 id={headingAnchor(textOf(children))}>{children}</h2>,
          a: GuideLink,
          img: GuideImage,
        }}
      >
        {text}
      </Markdown>
    </div>
  );
}
