import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { checkedSvg } from "../../console/features/assets/assets.server";
import { cleanSvg, removalText, SvgError } from "../../console/features/assets/svg.server";

/** The SVG cleaner: what an uploaded logo, favicon or seal keeps (a drawing) and what it loses (anything that runs or loads). */

const svg = (inner: string, attributes = "") => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"${attributes}>${inner}</svg>`;

describe("cleanSvg", () => {
  it("keeps a normal logo as it draws: the brand's own, gradients and text included", () => {
    const logo = readFileSync("brands/aurora/assets/logo.svg", "utf8");
    const { svg: cleaned, removed } = cleanSvg(logo);
    expect(removed).toEqual([]);
    for (const part of [/<svg[^>]*viewBox="[^"]+"/, /<path|<rect|<circle|<text/]) expect(cleaned).toMatch(part);
    const drawing = svg(
      '<defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="#000"/></linearGradient></defs>' +
        '<rect width="10" height="10" rx="2" fill="url(#g)"/><use href="#g"/><text x="1" y="8" font-family="sans-serif">A&amp;B</text>',
      ' role="img" aria-label="Logo"',
    );
    expect(cleanSvg(drawing)).toEqual({
      svg:
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" role="img" aria-label="Logo"><defs><linearGradient id="g" x1="0" x2="1">' +
        '<stop offset="0" stop-color="#fff"></stop><stop offset="1" stop-color="#000"></stop></linearGradient></defs>' +
        '<rect width="10" height="10" rx="2" fill="url(#g)"></rect><use href="#g"></use><text x="1" y="8" font-family="sans-serif">A&amp;B</text></svg>\n',
      removed: [],
    });
  });

  it("removes scripts and their content", () => {
    const { svg: cleaned, removed } = cleanSvg(svg('<script>alert(1)</script><script href="https://evil.example/x.js"/><circle r="1"/>'));
    expect(cleaned).toBe(`${svg('<circle r="1"></circle>')}\n`);
    expect(removed).toContain("script");
  });

  it("removes event handlers, on every element", () => {
    const { svg: cleaned, removed } = cleanSvg(svg('<rect width="1" onclick="alert(1)" ONMOUSEOVER="x"/>', ' onload="alert(1)"'));
    expect(cleaned).not.toMatch(/\bon\w+=/i);
    expect(cleaned).toContain('<rect width="1"></rect>');
    expect(removed).toContain("event handler");
  });

  it("removes foreignObject with the HTML inside it", () => {
    const { svg: cleaned, removed } = cleanSvg(
      svg('<foreignObject width="10" height="10"><iframe src="https://evil.example"></iframe><p>hi</p></foreignObject>'),
    );
    expect(cleaned).toBe(`${svg("")}\n`);
    expect(removed).toContain("foreignObject");
  });

  it("removes references to other addresses: href, xlink:href, url() in attributes and styles, @import, javascript: links", () => {
    const input = svg(
      '<use href="https://evil.example/sprite.svg#a"/><use xlink:href="//evil.example/x.svg#b"/>' +
        '<image href="https://evil.example/track.png"/><image href="data:image/png;base64,iVBORw0KGgo="/>' +
        '<a href="javascript:alert(1)"><circle r="1" fill="url(https://evil.example/p.svg#p)"/></a>' +
        '<rect style="fill:red;background:url(//evil.example/x)"/><rect style="fill:blue"/>' +
        "<style>@import url(https://evil.example/x.css);</style><style><![CDATA[.a{fill:url(https://evil.example/f)}]]></style>" +
        '<style>.b{fill:red}</style><set attributeName="href" to="javascript:alert(1)"/>',
      ' xmlns:xlink="http://www.w3.org/1999/xlink"',
    );
    const { svg: cleaned, removed } = cleanSvg(input);
    expect(cleaned).not.toMatch(/evil\.example|javascript:|@import|<a\b|<set\b/);
    // Local references and an embedded raster image stay; so does a style sheet that loads nothing.
    expect(cleaned).toContain('<image href="data:image/png;base64,iVBORw0KGgo="></image>');
    expect(cleaned).toContain('<rect style="fill:blue"></rect>');
    expect(cleaned).toContain("<style>.b{fill:red}</style>");
    expect(removed).toEqual(expect.arrayContaining(["external reference", "style with an address"]));
    expect(removalText(removed)).toContain("references to other addresses");
  });

  it("drops the prolog, a doctype's entities and comments, and a style that could close itself", () => {
    const input =
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;">]><!-- made by hand -->' +
      svg("<style>&lt;/style&gt;&lt;script&gt;alert(1)&lt;/script&gt;</style><text>&lol2;</text>");
    const { svg: cleaned } = cleanSvg(input);
    expect(cleaned.startsWith("<svg ")).toBe(true);
    expect(cleaned).not.toMatch(/<style|<script|ENTITY|made by hand/);
    expect(cleaned).toContain("<text>&amp;lol2;</text>");
  });

  it("gives a root without the SVG namespace the namespace, and refuses what is no SVG", () => {
    expect(cleanSvg('<svg viewBox="0 0 1 1"><path d="M0 0h1"/></svg>').svg).toBe(
      '<svg viewBox="0 0 1 1" xmlns="http://www.w3.org/2000/svg"><path d="M0 0h1"></path></svg>\n',
    );
    expect(() => cleanSvg("<html><body><svg></svg></body></html>")).toThrow(SvgError);
    expect(() => cleanSvg("\x89PNG\r\n\x1a\n\0\0")).toThrow(/binary data/);
  });
});

describe("checkedSvg (an upload)", () => {
  const file = (content: string | Uint8Array<ArrayBuffer>, name: string, type: string) => new File([content], name, { type });

  it("takes an SVG by its name or type and cleans it", async () => {
    const { svg: cleaned, removed } = await checkedSvg(file(svg('<circle r="1"/>', ' onload="x()"'), "logo.svg", ""));
    expect(cleaned).toBe(`${svg('<circle r="1"></circle>')}\n`);
    expect(removed).toEqual(["event handler"]);
    await expect(checkedSvg(file(svg(""), "upload", "image/svg+xml"))).resolves.toBeTruthy();
  });

  it("refuses another type, a file over 256 KiB, an empty one and one that is not text, saying why", async () => {
    await expect(checkedSvg(file("GIF89a", "logo.png", "image/png"))).rejects.toThrow(
      "Only SVG images can be uploaded (a .svg file); logo.png is image/png.",
    );
    const big = svg(`<!-- ${"x".repeat(300 * 1024)} -->`);
    await expect(checkedSvg(file(big, "logo.svg", "image/svg+xml"))).rejects.toThrow(
      "The file is 301 KiB; an image may be at most 256 KiB.",
    );
    await expect(checkedSvg(file("", "logo.svg", "image/svg+xml"))).rejects.toThrow("The file is empty");
    await expect(checkedSvg(file(new Uint8Array([0x3c, 0x73, 0xff, 0xfe]), "logo.svg", "image/svg+xml"))).rejects.toThrow(/not text/);
    await expect(checkedSvg(file("hello", "logo.svg", "image/svg+xml"))).rejects.toThrow(/does not start with an <svg> element/);
  });
});
