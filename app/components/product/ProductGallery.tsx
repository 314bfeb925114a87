import { useTranslation } from "react-i18next";
import type { ConfigurableVariant, ProductDetail } from "~/commerce/catalog/product";
import { splitMedia } from "~/commerce/catalog/default-variant";

export function ProductGallery({ product, variant }: { product: ProductDetail; variant: ConfigurableVariant | null }) {
  const { t } = useTranslation("product");
  const media = splitMedia(product.media_gallery);
  const main = variant?.product?.small_image?.url ?? product.image?.url ?? media.images[0]?.url;
  const thumbnails = media.images
    .flatMap((image) => (image.url && image.url !== main ? [{ url: image.url, label: image.label }] : []))
    .slice(0, 4);
  return (
    <div className="gallery">
      {main ? (
        <img
          className="gallery__main"
          src={main}
          alt={product.name ?? ""}
          width={600}
          height={600}
          fetchPriority="high"
        />
      ) : null}
      {thumbnails.length ? (
        <ul className="gallery__thumbs" aria-label={t("gallery.moreImages")}>
          {thumbnails.map((image) => (
            <li key={image.url}>
              <img src={image.url} alt={image.label ?? ""} width={96} height={96} loading="lazy" decoding="async" />
            </li>
          ))}
        </ul>
      ) : null}
      {media.videos.length ? (
        <ul className="gallery__videos">
          {media.videos.map((video) => {
            const content = video.__typename === "ProductVideo" ? video.video_content : null;
            // A video without an address has nothing to open.
            if (!content?.video_url) return null;
            return (
              <li key={video.url ?? video.position}>
                <a href={content.video_url} rel="noopener noreferrer">
                  {content.video_title || t("gallery.video")}
                </a>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
