// The swiper on the gallery the server rendered: swipe, thumbnails, arrow keys while the
// gallery has focus, double tap or the zoom button to zoom a picture. Loaded by dynamic import only
// on a page with more than one media item, so the product page's first scripts stay small.
import Swiper from "swiper";
import { A11y, Keyboard, Navigation, Thumbs, Zoom } from "swiper/modules";

export interface SwiperParts {
  /** The gallery (focus inside it turns the arrow keys to the swiper). */
  root: HTMLElement;
  main: HTMLElement;
  thumbs: HTMLElement | null;
  prev: HTMLElement;
  next: HTMLElement;
  /** Translated texts for screen readers; `{{index}}` and `{{slidesLength}}` are filled by swiper. */
  messages: { prev: string; next: string; first: string; last: string; slide: string };
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
  const thumbs = parts.thumbs
    ? new Swiper(parts.thumbs, {
        slidesPerView: "auto",
        spaceBetween: 8,
        watchSlidesProgress: true,
        // A thumbnail is a link to its slide without JavaScript; here a tap picks it without a drag.
        preventClicks: true,
      })
    : null;
  const main = new Swiper(parts.main, {
    modules: [Navigation, Thumbs, Keyboard, Zoom, A11y],
    slidesPerView: 1,
    spaceBetween: 0,
    initialSlide,
    // The 360 viewer is dragged to turn the product, not to change slides.
    noSwipingClass: "spin-viewer",
    navigation: { prevEl: parts.prev, nextEl: parts.next },
    thumbs: thumbs ? { swiper: thumbs, autoScrollOffset: 1 } : undefined,
    // Arrow keys change slides only while the gallery has focus (page-wide they would fight the
    // tabs' and options' own arrow keys); page up and down keep scrolling the page.
    keyboard: { enabled: false, onlyInViewport: true, pageUpDown: false },
    zoom: { maxRatio: 3, toggle: true },
    a11y: {
      prevSlideMessage: parts.messages.prev,
      nextSlideMessage: parts.messages.next,
      firstSlideMessage: parts.messages.first,
      lastSlideMessage: parts.messages.last,
      slideLabelMessage: parts.messages.slide,
    },
    on: {
      slideChange: (swiper) => parts.onChange(swiper.activeIndex, false),
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
      thumbs?.destroy(true, true);
    },
  };
}
