// A 360° spin as the server renders it (and as it stays without JavaScript): its first frame, a
// caption, and a link to the list of all its frames below the gallery, which a shopper can scroll
// through by hand (spin-frames.server.tsx). With JavaScript the 360 viewer takes the still's place.
// The list is in the page only when the link asked for it (`?spin=<n>`, the same page with that
// spin's frames): dozens of frames in every product document cost every shopper bytes that few of
// them use.
import { useTranslation } from "~/i18n/use-translation";
import type { GalleryItem } from "./gallery";
import { GALLERY_IMAGE_SIZE, GALLERY_SIZES } from "./gallery";
import { ResponsiveImage } from "~/components/ui/ResponsiveImage";

type SpinItem = Extract<GalleryItem, { kind: "spin" }>;

/** The id of a spin's frame list (one page may hold several spins). */
export const spinFramesId = (index: number) => `gallery-spin-frames-${index + 1}`;

/**
 * The spin's still; `framesHref` is the same page (variant choice kept) asking for this spin's frames
 * (`?spin=<n>`), scrolled to them.
 */
export function SpinStill({ spin, framesHref, name }: { spin: SpinItem; framesHref: string; name: string }) {
  const { t } = useTranslation("gallery");
  return (
    <figure className="spin-still">
      <ResponsiveImage
        src={spin.frames[0]}
        alt={spin.label || t("spin.still", { name })}
        sizes={GALLERY_SIZES}
        className="gallery__image"
        {...GALLERY_IMAGE_SIZE}
      />
      <figcaption className="spin-viewer__hint">
        <span className="spin-viewer__badge">360°</span>{" "}
        <a href={framesHref}>{t("spin.allFrames", { count: spin.frames.length })}</a>
      </figcaption>
    </figure>
  );
}
