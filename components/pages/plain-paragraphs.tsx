/** A text the band wrote, as paragraphs (a blank line starts a new one), shown as text, never as HTML. */
export function PlainParagraphs({ text, className }: { text: string; className?: string }) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return (
    <>
      {paragraphs.map((paragraph, index) => (
        <p key={index} className={`${className ?? ""} whitespace-pre-line ${index > 0 ? "mt-3" : ""}`}>
          {paragraph}
        </p>
      ))}
    </>
  );
}
