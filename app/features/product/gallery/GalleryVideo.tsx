// A product video in the gallery. Without JavaScript: the browser's player with its controls and a
// poster, nothing fetched until played. With it: it plays muted and looping while more than 30 % of
// its height is visible (SPEC §9) and pauses when it is not (video-autoplay.client.ts, loaded with
// the gallery's other extras once the page is idle).
// A video on a provider's page (YouTube) is its poster with a link there: no third-party player.
import { useTranslation } from "~/i18n/use-translation";
import type { GalleryItem } from "./gallery";
import { GALLERY_IMAGE_SIZE, GALLERY_SIZES } from "./gallery";
import { ResponsiveImage } from "~/components/ui/ResponsiveImage";
import { resizedImageUrl } from "~/media/images";

/** A poster has no srcset: one phone-sized copy, sharp on a phone's full width and a desktop's half. */
const POSTER_WIDTH = 700;

type VideoItem = Extract<GalleryItem, { kind: "video" }>;

export function GalleryVideo({ video, name }: { video: VideoItem; name: string }) {
  const { t } = useTranslation("gallery");
  const title = video.title || t("video.untitled", { name });

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
        className="gallery-video__player"
        controls
        loop
        playsInline
        preload="none"
        poster={video.poster ? resizedImageUrl(video.poster, POSTER_WIDTH) : undefined}
        aria-label={title}
        data-testid="gallery-video"
      >
        <source src={video.url} type={video.type} />
      </video>
      <figcaption className="gallery-video__caption">{title}</figcaption>
    </figure>
  );
}
