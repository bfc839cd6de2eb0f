import { Link } from "@mui/material";
import { splitLinks } from "@despacho/domain";

/** spec §5: words that look like web addresses become links, opened apart from the app. */
export function MessageText({ text }: { text: string }) {
  return (
    <>
      {splitLinks(text).map((part, i) =>
        part.kind === "link" ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move
          <Link key={i} href={part.href} target="_blank" rel="noopener noreferrer" color="inherit" underline="always">
            {part.text}
          </Link>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
