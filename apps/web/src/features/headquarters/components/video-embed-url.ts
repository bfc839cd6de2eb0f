/** Turns a video page address (YouTube, Vimeo) into its embeddable player address. */
export function videoEmbedUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  const host = parsed.hostname.replace(/^www\./, "");
  if (host === "youtu.be") return `https://www.youtube.com/embed${parsed.pathname}`;
  if (host.endsWith("youtube.com") && parsed.searchParams.has("v")) return `https://www.youtube.com/embed/${parsed.searchParams.get("v")}`;
  if (host === "vimeo.com") return `https://player.vimeo.com/video${parsed.pathname}`;
  return url;
}
