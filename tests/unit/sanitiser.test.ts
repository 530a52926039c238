import { describe, expect, it } from "vitest";
import { cdnImageSource, sanitizePlatformHtml } from "~/ui/sanitize.server";
import { unsafeParts, xssPayloads } from "../helpers/xss-corpus";

const CDNS = ["http://img1.aurora.localhost:4100", "http://img2.aurora.localhost:4100"];
const sanitise = (html: string) => sanitizePlatformHtml(html, { imageCdns: CDNS });
const payloads = xssPayloads();

describe("the sanitiser against the XSS corpus", () => {
  it("has at least 500 payloads", () => {
    expect(payloads.length).toBeGreaterThanOrEqual(500);
  });

  it("leaves nothing that runs: only allowed tags and attributes, safe links, images on the CDNs", () => {
    const failures = payloads.flatMap((payload) => {
      const problems = unsafeParts(sanitise(payload), CDNS);
      return problems.length > 0 ? [{ payload, problems }] : [];
    });
    expect(failures).toEqual([]);
  });

  it("is stable: sanitising its own output changes nothing (no markup that re-forms on a second parse)", () => {
    const unstable = payloads.filter((payload) => {
      const once = sanitise(payload);
      return sanitise(once) !== once;
    });
    expect(unstable).toEqual([]);
  });
});

describe("the sanitiser on ordinary platform HTML", () => {
  it("keeps text, lists, headings and same-site links", () => {
    const html = '<h3>Welcome</h3><p>Play <strong>now</strong>, see the <a href="/rng">slots</a>.</p><ul><li>One</li></ul>';
    expect(sanitise(html)).toBe(html);
  });

  it("drops scripts with their text and event attributes, keeping the rest", () => {
    expect(sanitise('<p onclick="x()">Hi</p><script>document.title="pwned"</script>')).toBe("<p>Hi</p>");
  });

  it("puts a relative image on the CDN and drops images from anywhere else", () => {
    expect(sanitise('<img src="/assets/banners/a.svg" alt="A">')).toBe(
      '<img src="http://img1.aurora.localhost:4100/assets/banners/a.svg" alt="A" loading="lazy" />',
    );
    expect(sanitise('<img src="https://evil.example/a.png" alt="A">')).toBe("");
    expect(sanitise('<img src="//evil.example/a.png">')).toBe("");
    expect(sanitise('<img src="http://img2.aurora.localhost:4100/b.png">')).toContain('src="http://img2.aurora.localhost:4100/b.png"');
  });

  it("opens outside links in a new tab without access to the page", () => {
    expect(sanitise('<a href="https://example.org" target="_self" rel="opener">x</a>')).toBe(
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer nofollow">x</a>',
    );
  });

  it("shows no image without a CDN, and keeps a relative one on the CDN", () => {
    expect(cdnImageSource("/a.png", [])).toBeNull();
    // A path that tries to climb out stays a path on the CDN.
    expect(new URL(cdnImageSource("/..//evil.example/a.png", CDNS)!).origin).toBe(CDNS[0]);
  });
});
