import { describe, expect, it } from "vitest";
import { attachment, servingHeaders } from "./serving.js";
import { urlSigner } from "./signed-url.js";

describe("how a stored file is served (decision 021)", () => {
  it("shows an image in place and downloads anything else under a sandboxing CSP", () => {
    expect(servingHeaders("chats/a.jpg", "a.jpg")).toEqual({ "x-content-type-options": "nosniff" });
    const download = {
      "x-content-type-options": "nosniff",
      "content-disposition": `attachment; filename="remision.pdf"; filename*=UTF-8''remision.pdf`,
      "content-security-policy": "sandbox; default-src 'none'",
    };
    expect(servingHeaders("services/b.pdf", "remision.pdf")).toEqual(download);
    expect(servingHeaders("chats/c.ogg", "c.ogg")["content-disposition"]).toBe(`attachment; filename="c.ogg"; filename*=UTF-8''c.ogg`);
    expect(servingHeaders("otros/d.html", "d.html")["content-security-policy"]).toBe("sandbox; default-src 'none'");
  });

  it("names the download in ASCII and in UTF-8, with no quote or line break of the name reaching the header", () => {
    expect(attachment('Factura "Ñandú" (1).pdf')).toBe(
      `attachment; filename="Factura __and__ (1).pdf"; filename*=UTF-8''Factura%20%22%C3%91and%C3%BA%22%20%281%29.pdf`,
    );
    expect(attachment("a\r\nSet-Cookie: x.pdf")).toBe(
      `attachment; filename="a__Set-Cookie: x.pdf"; filename*=UTF-8''a%0D%0ASet-Cookie%3A%20x.pdf`,
    );
  });
});

describe("signed addresses of private files on disk", () => {
  const signer = urlSigner("secreto-de-prueba");
  const at = Date.parse("2026-11-27T12:00:00Z");
  const queryOf = (url: string) => new URLSearchParams(url.split("?")[1]);

  it("works until it expires, for that key and name only", () => {
    const url = signer.sign("services/a.pdf", "remision.pdf", new Date(at + 300_000));
    expect(url).toMatch(/^\/uploads\/services\/a\.pdf\?expires=1795781100&name=remision\.pdf&signature=[\w-]{43}$/);
    expect(signer.verify("services/a.pdf", queryOf(url), at)).toEqual({ name: "remision.pdf" });
    expect(signer.verify("services/a.pdf", queryOf(url), at + 300_000)).toBeNull();
    expect(signer.verify("services/b.pdf", queryOf(url), at)).toBeNull();
    const renamed = queryOf(url);
    renamed.set("name", "otro.pdf");
    expect(signer.verify("services/a.pdf", renamed, at)).toBeNull();
    const later = queryOf(url);
    later.set("expires", "1896385900");
    expect(signer.verify("services/a.pdf", later, at)).toBeNull();
    expect(urlSigner("otro-secreto").verify("services/a.pdf", queryOf(url), at)).toBeNull();
    expect(signer.verify("services/a.pdf", new URLSearchParams(), at)).toBeNull();
  });
});
