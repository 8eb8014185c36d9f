/**
 * Long text as paragraphs: splits on blank lines; single line breaks stay line breaks. The text
 * is rendered as text (never as HTML).
 */
export function Paragraphs({ text, className }: { text: string; className?: string }) {
  return (
    <>
      {text
        .split(/\n\s*\n/)
        .map((p) => p.trim())
        .filter(Boolean)
        .map((p, i) => (
          <p key={i} className={className ?? "whitespace-pre-line"}>
            {p}
          </p>
        ))}
    </>
  );
}
