import { webUrlSchema } from "@despacho/domain";

/** Turns a video page address (YouTube, Vimeo) into its embeddable player address; anything but a web address (data:, javascript:) plays nothing. */
export function videoEmbedUrl(url: string): string {
  if (!webUrlSchema.safeParse(url).success) return "about:blank";
  const parsed = new URL(url);
  const host = parsed.hostname.replace(/^www\./, "");
  if (host === "youtu.be") return `https://www.youtube.com/embed${parsed.pathname}`;
  if (host.endsWith("youtube.com") && parsed.searchParams.has("v")) return `https://www.youtube.com/embed/${parsed.searchParams.get("v")}`;
  if (host === "vimeo.com") return `https://player.vimeo.com/video${parsed.pathname}`;
  return url;
}
