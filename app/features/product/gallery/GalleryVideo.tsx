// A product video in the gallery. Without JavaScript: the browser's player with its controls and a
// poster, nothing fetched until played. With it: it plays muted and looping while more than 30 % of
// its height is visible (SPEC §9) and pauses when it is not (scrolled away, or another slide shown).
// A video on a provider's page (YouTube) is its poster with a link there: no third-party player.
import { useEffect, useRef } from "react";
import { useTranslation } from "~/i18n/use-translation";
import type { GalleryItem } from "./gallery";
import { GALLERY_IMAGE_SIZE, GALLERY_SIZES } from "./gallery";
import { ResponsiveImage } from "~/components/ui/ResponsiveImage";

/** SPEC §9: a video plays when more than 30 % of its height is visible. */
export const VIDEO_VISIBLE_SHARE = 0.3;

type VideoItem = Extract<GalleryItem, { kind: "video" }>;

export function GalleryVideo({ video, name }: { video: VideoItem; name: string }) {
  const { t } = useTranslation("gallery");
  const player = useRef<HTMLVideoElement>(null);
  const title = video.title || t("video.untitled", { name });

  useEffect(() => {
    const element = player.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry.isIntersecting && entry.intersectionRatio >= VIDEO_VISIBLE_SHARE) {
          // Browsers allow a muted video to start by itself; a refusal leaves the controls to the shopper.
          element.muted = true;
          element.play().catch(() => undefined);
        } else if (!element.paused) {
          element.pause();
        }
      },
      { threshold: [0, VIDEO_VISIBLE_SHARE, 1] },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  if (!video.type) {
    return (
      <figure className="gallery-video gallery-video--external">
        {video.poster ? (
          <ResponsiveImage
            src={video.poster}
            alt=""
            sizes={GALLERY_SIZES}
            className="gallery__image"
            {...GALLERY_IMAGE_SIZE}
          />
        ) : null}
        <figcaption className="gallery-video__caption">
          <a href={video.url} rel="noopener noreferrer" target="_blank">
            {t("video.watch", { title })}
          </a>
        </figcaption>
      </figure>
    );
  }
  return (
    <figure className="gallery-video">
      {/* The shop's clips have no speech (a product being mixed and poured): nothing to caption. */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <video
        ref={player}
        className="gallery-video__player"
        controls
        loop
        playsInline
        preload="none"
        poster={video.poster ?? undefined}
        aria-label={title}
        data-testid="gallery-video"
      >
        <source src={video.url} type={video.type} />
      </video>
      <figcaption className="gallery-video__caption">{title}</figcaption>
    </figure>
  );
}
