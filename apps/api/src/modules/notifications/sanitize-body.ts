import sanitizeHtml from "sanitize-html";

// The library's defaults (text formatting, lists, tables, links) plus images; links and images
// only over http(s) or mail, so no javascript: or data: reaches a desk.
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, "img"],
  allowedAttributes: { a: ["href", "title"], img: ["src", "alt", "width", "height"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowProtocolRelative: false,
};

/** The notification body as desks receive it: scripts, styles, handlers and unsafe URLs removed. */
export const sanitizeNotificationBody = (html: string) => sanitizeHtml(html, OPTIONS).trim();
