/** The heading block every content page starts with: the page's one h1 and a short lead. */
export function PageIntro({ eyebrow, title, lead }: { eyebrow?: string; title: string; lead: string }) {
  return (
    <header className="max-w-3xl">
      {eyebrow ? <p className="text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p> : null}
      <h1 className="mt-2 font-display text-4xl font-bold sm:text-5xl">{title}</h1>
      <p className="mt-4 text-lg text-muted-foreground">{lead}</p>
    </header>
  );
}
