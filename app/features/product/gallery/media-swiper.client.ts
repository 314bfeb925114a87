// The swiper on the gallery the server rendered: swipe, arrow keys while the gallery has focus,
// double tap or the zoom button to zoom a picture. Loaded by dynamic import only on a page with more
// than one media item, so the product page's first scripts stay small. The thumbnails are no swiper:
// they stay the server's row that scrolls sideways, the gallery frames the shown one and the slide
// change scrolls it into the row's view (a second swiper for them measured every thumbnail as it
// mounted, and the mount took about twice as long).
import Swiper from "swiper";
import { A11y, Keyboard, Navigation, Zoom } from "swiper/modules";
import type { TFunction } from "i18next";

export interface SwiperParts {
  /** The gallery (focus inside it turns the arrow keys to the swiper). */
  root: HTMLElement;
  main: HTMLElement;
  prev: HTMLElement;
  next: HTMLElement;
  /** The gallery's texts (its namespace), for what swiper tells screen readers. */
  t: TFunction;
  /** The shown slide changed (its index) or its zoom did. */
  onChange: (index: number, zoomed: boolean) => void;
}

export interface MountedSwiper {
  slideTo: (index: number) => void;
  toggleZoom: () => void;
  destroy: () => void;
}

export function mountSwiper(parts: SwiperParts): MountedSwiper {
  // The swiper mounts once the page is idle: a shopper may have scrolled the strip by then. The
  // slide in view stays the one shown, and the strip's own scroll gives way to the swiper's.
  const scrolled = parts.main.scrollLeft;
  const slideWidth = parts.main.querySelector<HTMLElement>(".swiper-slide")?.offsetWidth ?? 0;
  const initialSlide = scrolled > 0 && slideWidth > 0 ? Math.round(scrolled / slideWidth) : 0;
  if (scrolled) parts.main.scrollLeft = 0;
  const main = new Swiper(parts.main, {
    modules: [Navigation, Keyboard, Zoom, A11y],
    slidesPerView: 1,
    spaceBetween: 0,
    initialSlide,
    // The 360 viewer is dragged to turn the product, not to change slides.
    noSwipingClass: "spin-viewer",
    navigation: { prevEl: parts.prev, nextEl: parts.next },
    // Arrow keys change slides only while the gallery has focus (page-wide they would fight the
    // tabs' and options' own arrow keys); page up and down keep scrolling the page.
    keyboard: { enabled: false, onlyInViewport: true, pageUpDown: false },
    zoom: { maxRatio: 3, toggle: true },
    a11y: {
      prevSlideMessage: parts.t("previous"),
      nextSlideMessage: parts.t("next"),
      firstSlideMessage: parts.t("first"),
      lastSlideMessage: parts.t("last"),
      // `{{index}}` and `{{slidesLength}}` are filled by swiper.
      slideLabelMessage: parts.t("slideLabel", { index: "{{index}}", total: "{{slidesLength}}" }),
    },
    on: {
      slideChange: (swiper) => {
        parts.onChange(swiper.activeIndex, false);
        showThumbnail(parts.root, swiper.activeIndex);
      },
      zoomChange: (swiper, scale) => parts.onChange(swiper.activeIndex, scale > 1),
    },
  });
  if (initialSlide) parts.onChange(main.activeIndex, false);
  const focusIn = () => main.keyboard.enable();
  const focusOut = (event: FocusEvent) => {
    if (!parts.root.contains(event.relatedTarget as Node | null)) main.keyboard.disable();
  };
  parts.root.addEventListener("focusin", focusIn);
  parts.root.addEventListener("focusout", focusOut);
  if (parts.root.contains(document.activeElement)) main.keyboard.enable();
  return {
    slideTo: (index) => main.slideTo(index),
    toggleZoom: () => main.zoom.toggle(),
    destroy: () => {
      parts.root.removeEventListener("focusin", focusIn);
      parts.root.removeEventListener("focusout", focusOut);
      main.destroy(true, true);
    },
  };
}

/** Scrolls the thumbnails' row (not the page) as far as it takes to show the shown slide's thumbnail. */
function showThumbnail(root: HTMLElement, index: number) {
  const row = root.querySelector(".gallery__thumbs");
  const thumb = row?.querySelectorAll("li")[index];
  if (!row || !thumb) return;
  const box = row.getBoundingClientRect();
  const { left, right } = thumb.getBoundingClientRect();
  row.scrollBy({ left: left < box.left ? left - box.left : Math.max(0, right - box.right) });
}
