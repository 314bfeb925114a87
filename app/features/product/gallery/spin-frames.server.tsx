// All the frames of a 360° spin as a strip below the gallery, which a shopper can scroll through by
// hand: what the spin's still links to (`?spin=<n>`, the same page with that spin's frames), and the
// way to see them without JavaScript. Markup that never changes in the browser (with JavaScript the
// 360 viewer takes the still's place and the strip goes), so it is made here as a static part
// (app/components/ui/static-part.tsx) and the page's script carries none of it.
import type { AppLoadContext } from "@remix-run/node";
import type { ProductDetail, ProductVariant } from "~/commerce/catalog/product";
import type { StaticPartHtml } from "~/components/ui/static-part";
import { ResponsiveImage } from "~/components/ui/ResponsiveImage";
import { staticPart } from "~/shell/static-part.server";
import { GALLERY_IMAGE_SIZE, galleryItems, type GalleryItem } from "./gallery";
import { spinFramesId } from "./SpinStill";

export const SPIN_FRAMES_KEY = "spin-frames";

type SpinItem = Extract<GalleryItem, { kind: "spin" }>;

/**
 * Inside div.spin-frames-part: the frames of the spin the address asks for (`spin`, counted from 1
 * among the gallery's spins); null when it asks for none or for one the product does not have.
 */
export function spinFramesPart(
  context: AppLoadContext,
  product: ProductDetail,
  variant: ProductVariant | null,
  spin: string | null,
): StaticPartHtml | null {
  if (!spin || !/^\d{1,3}$/.test(spin)) return null;
  const index = Number(spin) - 1;
  const item = galleryItems(product, variant).filter((entry): entry is SpinItem => entry.kind === "spin")[index];
  if (!item) return null;
  const t = context.shop.tFor("gallery");
  const title = item.label || t("spin.still", { name: product.name });
  return staticPart(
    context,
    SPIN_FRAMES_KEY,
    <section className="spin-frames" id={spinFramesId(index)} aria-label={title}>
      <h2 className="spin-frames__title">{t("spin.framesTitle", { title })}</h2>
      {/* A strip that scrolls sideways: the keyboard must be able to reach it. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <ol className="spin-frames__list" tabIndex={0} aria-label={title}>
        {item.frames.map((frame, position) => (
          <li key={frame}>
            <ResponsiveImage
              src={frame}
              alt={t("spin.frame", { frame: position + 1, count: item.frames.length })}
              sizes="160px"
              width={GALLERY_IMAGE_SIZE.width}
              height={GALLERY_IMAGE_SIZE.height}
            />
          </li>
        ))}
      </ol>
    </section>,
  );
}
