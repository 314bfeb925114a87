// The product page's media: pictures (the chosen variant's first), videos and 360° spins.
// The server renders a gallery that works without JavaScript: a scroll-snap strip of slides with
// thumbnails that link to them, the first picture eager with high priority, videos with controls,
// each spin as its first frame with a link to its frames. With JavaScript the swiper takes over the
// same markup (when there is more than one item) and the 360 viewer replaces the spin's still; both
// arrive by dynamic import once the page has loaded and the browser is idle (or at the shopper's
// first touch of the gallery), so pages without such media never load them and a phone's hydration
// does not wait for them.
import { useEffect, useRef, useState, type MouseEvent } from "react";
import { useLocation } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import {
  GALLERY_IMAGE_SIZE,
  GALLERY_SIZES,
  THUMBNAIL_SIZES,
  galleryItems,
  hasSpin,
  needsSwiper,
  type GalleryItem,
} from "~/features/product/gallery/gallery";
import type { ProductDetail, ProductVariant } from "~/commerce/catalog/product";
import { ResponsiveImage } from "~/components/ui/ResponsiveImage";
import { resizedImageUrl } from "~/media/images";
import { GalleryVideo } from "~/features/product/gallery/GalleryVideo";
import { SpinStill, spinFramesId } from "~/features/product/gallery/SpinStill";
import { StaticPart, type StaticPartHtml } from "~/components/ui/static-part";
import type { MountedSwiper } from "~/features/product/gallery/media-swiper.client";
import { whenIdleOrReached } from "~/features/product/gallery/after-load";

type SpinItem = Extract<GalleryItem, { kind: "spin" }>;
type MountSpinViewer = typeof import("~/features/product/gallery/spin-viewer.client").mountSpinViewer;

export function ProductGallery({
  product,
  variant,
  spinFrames,
}: {
  product: ProductDetail;
  variant: ProductVariant | null;
  /** The frames of the spin the address asks for (`?spin=<n>`), made on the server. */
  spinFrames: StaticPartHtml | null;
}) {
  const items = galleryItems(product, variant);
  if (!items.length) return <div className="gallery gallery--empty" />;
  // Another variant's pictures: the swiper is rebuilt around the new slides, starting at the first.
  return (
    <MediaGallery
      key={items.map((item) => item.key).join(" ")}
      items={items}
      name={product.name}
      spinFrames={spinFrames}
    />
  );
}

/** Frames are shown at one width, so the copies preloaded are the ones shown. */
const SPIN_FRAME_WIDTH = 1024;

const slideId = (index: number) => `gallery-slide-${index + 1}`;

function MediaGallery({
  items,
  name,
  spinFrames,
}: {
  items: GalleryItem[];
  name: string;
  spinFrames: StaticPartHtml | null;
}) {
  const { t } = useTranslation("gallery");
  // The frame strip of a spin is in the page only when its still's link asked for it (?spin=<n>).
  // useLocation rather than useSearchParams: the latter pulls the router's search-param helpers into
  // the chunk every page loads.
  const searchParams = new URLSearchParams(useLocation().search);
  const framesHref = (spin: number) => {
    const params = new URLSearchParams(searchParams);
    params.set("spin", `${spin + 1}`);
    return `?${params}#${spinFramesId(spin)}`;
  };
  const root = useRef<HTMLDivElement>(null);
  const main = useRef<HTMLDivElement>(null);
  const prev = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const swiper = useRef<MountedSwiper | null>(null);
  const [mountSwiper, setMountSwiper] =
    useState<typeof import("~/features/product/gallery/media-swiper.client").mountSwiper>();
  const [mountSpinViewer, setMountSpinViewer] = useState<MountSpinViewer>();
  const [shown, setShown] = useState({ index: 0, zoomed: false });
  const withSwiper = needsSwiper(items);
  const withSpin = hasSpin(items);
  const withVideo = items.some((item) => item.kind === "video" && item.type);

  // The heavy parts load once the page has loaded and the browser is idle (or when the shopper
  // reaches for the gallery first), only when this product has such media: hydration's long task
  // stays the page's own.
  useEffect(() => {
    if ((!withSwiper && !withSpin && !withVideo) || !root.current) return;
    let current = true;
    const element = root.current;
    let stopVideos = () => {};
    const cancel = whenIdleOrReached(element, () => {
      if (withSwiper) {
        void import("~/features/product/gallery/media-swiper.client").then((module) => {
          if (current) setMountSwiper(() => module.mountSwiper);
        });
      }
      if (withSpin) {
        void import("~/features/product/gallery/spin-viewer.client").then((module) => {
          if (current) setMountSpinViewer(() => module.mountSpinViewer);
        });
      }
      if (withVideo) {
        void import("~/features/product/gallery/video-autoplay.client").then((module) => {
          if (current) stopVideos = module.playWhileInView(element);
        });
      }
    });
    return () => {
      current = false;
      cancel();
      stopVideos();
    };
  }, [withSwiper, withSpin, withVideo]);

  // Once loaded (and its buttons rendered), the swiper takes over the server's markup: in a task of
  // its own when the browser is next idle (measuring the slides forces a style and layout pass, which
  // right behind the render that added the buttons would redo the whole page's), or at once when the
  // shopper touches, clicks or focuses the gallery first.
  useEffect(() => {
    if (!mountSwiper || !root.current) return;
    const cancel = whenIdleOrReached(root.current, () => {
      if (!root.current || !main.current || !prev.current || !next.current) return;
      swiper.current = mountSwiper({
        root: root.current,
        main: main.current,
        prev: prev.current,
        next: next.current,
        t,
        onChange: (index, zoomed) => setShown({ index, zoomed }),
      });
    });
    return () => {
      cancel();
      swiper.current?.destroy();
      swiper.current = null;
    };
    // The texts are the page's language, which does not change while the gallery is shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mountSwiper]);

  /** With the swiper, a thumbnail shows its slide in place (without it, the link scrolls the strip). */
  function showSlide(event: MouseEvent<HTMLAnchorElement>, index: number) {
    if (!swiper.current) return;
    event.preventDefault();
    swiper.current.slideTo(index);
  }

  const enhanced = Boolean(mountSwiper);
  const shownItem = items[shown.index];
  return (
    <div ref={root} className={`gallery${enhanced ? " gallery--enhanced" : ""}`} data-testid="gallery">
      <div className="gallery__stage">
        <div
          ref={main}
          className="gallery__main swiper"
          role="region"
          aria-roledescription={t("roleDescription")}
          aria-label={t("label", { name })}
          // Without JavaScript the strip scrolls: the keyboard must be able to reach it (a scrollable
          // region is focusable), and with it focus here turns the arrow keys to the swiper.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
        >
          <div className="gallery__slides swiper-wrapper">
            {items.map((item, index) => (
              <div
                key={item.key}
                id={slideId(index)}
                className="gallery__slide swiper-slide"
                role="group"
                aria-roledescription={t("slide")}
                aria-label={t("slideLabel", { index: index + 1, total: items.length })}
                data-kind={item.kind}
              >
                {item.kind === "image" ? (
                  <div className="swiper-zoom-container">
                    <ResponsiveImage
                      src={item.url}
                      alt={item.label || name}
                      sizes={GALLERY_SIZES}
                      priority={index === 0}
                      className="gallery__image"
                      {...GALLERY_IMAGE_SIZE}
                    />
                  </div>
                ) : item.kind === "video" ? (
                  <GalleryVideo video={item} name={name} />
                ) : mountSpinViewer ? (
                  <SpinHost spin={item} name={name} mount={mountSpinViewer} />
                ) : (
                  <SpinStill spin={item} framesHref={framesHref(spinIndex(items, index))} name={name} />
                )}
              </div>
            ))}
          </div>
        </div>
        {enhanced ? (
          <>
            <button ref={prev} type="button" className="gallery__nav gallery__nav--prev" aria-label={t("previous")}>
              <Chevron />
            </button>
            <button ref={next} type="button" className="gallery__nav gallery__nav--next" aria-label={t("next")}>
              <Chevron />
            </button>
            {shownItem?.kind === "image" ? (
              <button
                type="button"
                className="gallery__zoom"
                aria-pressed={shown.zoomed}
                aria-label={shown.zoomed ? t("zoomOut") : t("zoomIn")}
                onClick={() => swiper.current?.toggleZoom()}
              >
                <Magnifier zoomed={shown.zoomed} />
              </button>
            ) : null}
          </>
        ) : null}
      </div>
      {items.length > 1 ? (
        <nav className="gallery__thumbs" aria-label={t("thumbnails")}>
          <ol className="gallery__thumb-list">
            {items.map((item, index) => (
              <li key={item.key} className="gallery__thumb" data-kind={item.kind}>
                <a
                  href={`#${slideId(index)}`}
                  // Only the swiper knows the shown slide: without it the first stays framed.
                  aria-current={enhanced && index === shown.index}
                  onClick={(event) => showSlide(event, index)}
                >
                  <ResponsiveImage
                    src={thumbnailOf(item)}
                    alt={thumbnailLabel(item, index, items.length, name, t)}
                    sizes={THUMBNAIL_SIZES}
                    width={96}
                    height={96}
                  />
                  {item.kind === "video" ? (
                    <span className="gallery__thumb-badge">
                      <span className="gallery__play" />
                    </span>
                  ) : null}
                  {item.kind === "spin" ? <span className="gallery__thumb-badge">360°</span> : null}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      {spinFrames && !mountSpinViewer ? <StaticPart part={spinFrames} className="spin-frames-part" /> : null}
    </div>
  );
}

/** Where the 360 viewer (plain DOM, loaded on demand) builds itself; React leaves its inside alone. */
function SpinHost({ spin, name, mount }: { spin: SpinItem; name: string; mount: MountSpinViewer }) {
  const { t } = useTranslation("gallery");
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!host.current) return;
    return mount(host.current, {
      frames: spin.frames.map((frame) => resizedImageUrl(frame, SPIN_FRAME_WIDTH)),
      label: spin.label || t("spin.still", { name }),
      hint: t("spin.hint"),
      frameText: (frame, count) => t("spin.frame", { frame, count }),
    });
    // One spin's frames and texts do not change while it is shown (the gallery is rebuilt for another).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mount]);
  return <div ref={host} className="spin-host" />;
}

/** Which spin of the page this item is (0 for the first). */
function spinIndex(items: GalleryItem[], index: number) {
  return items.slice(0, index).filter((item) => item.kind === "spin").length;
}

function thumbnailOf(item: GalleryItem): string {
  if (item.kind === "image") return item.url;
  if (item.kind === "video") return item.poster ?? "";
  return item.frames[0] ?? item.url;
}

function thumbnailLabel(
  item: GalleryItem,
  index: number,
  count: number,
  name: string,
  t: (key: string, options?: Record<string, unknown>) => string,
): string {
  const position = { index: index + 1, count };
  if (item.kind === "video") return t("thumbnail.video", { ...position, title: item.title || name });
  if (item.kind === "spin") return t("thumbnail.spin", { ...position, name });
  return t("thumbnail.image", { ...position, label: item.label || name });
}

function Chevron() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}

function Magnifier({ zoomed }: { zoomed: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
      <path d="M15.5 15.5L21 21M7.5 10.5h6" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
      {zoomed ? null : <path d="M10.5 7.5v6" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />}
    </svg>
  );
}
