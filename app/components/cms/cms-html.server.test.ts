import { describe, expect, it } from "vitest";
import { storeViews } from "~/i18n/store-views";
import { mediaAddress, renderCmsHtml } from "./cms-html.server";

const store = (code: string) => storeViews.find((s) => s.code === code)!;

describe("renderCmsHtml", () => {
  it("drops scripts, event handlers and javascript: links, keeping the merchant's text", () => {
    const html = renderCmsHtml(
      `<h2>Whey week</h2><script>alert(1)</script><img src="x.jpg" onerror="alert(2)" alt="Tub">` +
        `<a href="javascript:alert(3)">Win</a><a href="JaVaScRiPt:alert(4)">Again</a>` +
        `<p style="color:red" onclick="alert(5)">20% off</p><iframe src="https://evil.example"></iframe>`,
      store("default"),
    );
    expect(html).not.toMatch(/script|onerror|onclick|javascript|iframe|style=|alert/i);
    expect(html).toContain("<h2>Whey week</h2>");
    expect(html).toContain('alt="Tub"');
    expect(html).toContain(">Win</a>");
    expect(html).toContain("<p>20% off</p>");
  });

  it("resolves media and store directives for the store view and drops widgets and unknown ones", () => {
    const html = renderCmsHtml(
      `<img src="{{media url="wysiwyg/home/hero.webp"}}" alt="">` +
        `<a href="{{store url="about-us"}}">About</a><a href="{{store direct_url='protein'}}">Protein</a>` +
        `<a href="{{store url=&quot;ueber-uns&quot;}}">Über</a>` +
        `{{widget type="Magento\\CatalogWidget\\Block\\Product\\ProductsList" products_count="5"}}{{customVar code="x"}}<p>End</p>`,
      store("de"),
    );
    expect(html).toContain('src="/media/wysiwyg/home/hero.webp"');
    expect(html).toContain('href="/de/about-us"');
    expect(html).toContain('href="/de/protein"');
    expect(html).toContain('href="/de/ueber-uns"');
    expect(html).not.toContain("{{");
    expect(html).not.toContain("widget");
    expect(html).toMatch(/<p>End<\/p>$/);
    expect(renderCmsHtml(`<a href="{{store url=""}}">Home</a>`, store("default"))).toContain('href="/"');
  });

  it("serves CMS uploads from the shop's media path", () => {
    expect(mediaAddress("https://cms.example.com/cms-data/uploads/tiles/whey.jpg")).toBe(
      "/media/cms-data/uploads/tiles/whey.jpg",
    );
    expect(mediaAddress("/pub/media/cms-data/uploads/a.png")).toBe("/media/cms-data/uploads/a.png");
    const html = renderCmsHtml(`<img src="/cms-data/uploads/a.png" alt="A">`, store("fr"));
    expect(html).toContain('src="/media/cms-data/uploads/a.png"');
    expect(html).toContain('loading="lazy"');
  });
});

describe("a number and its unit in the merchant's text", () => {
  it("stay on one line (a no-break space), in text only, never in an address", () => {
    const html = renderCmsHtml(
      `<p>Riegel mit 20 g Protein, 2,5 kg Beutel, 500 ml Shaker, 3 gute Gründe</p><a href="/x?a=1 g">1 g</a>`,
      store("de"),
    );
    expect(html).toContain("Riegel mit 20\u00a0g Protein, 2,5\u00a0kg Beutel, 500\u00a0ml Shaker, 3 gute Gründe");
    expect(html).toContain(">1\u00a0g</a>");
    expect(html).not.toContain("a=1\u00a0g");
  });
});
