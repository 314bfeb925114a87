import { useTranslation } from "react-i18next";
import type { ProductDetail, ProductVariant } from "~/commerce/catalog/product";

export function ProductGallery({ product, variant }: { product: ProductDetail; variant: ProductVariant | null }) {
  const { t } = useTranslation("product");
  const { media } = product;
  const main = variant?.imageUrl ?? product.imageUrl ?? media.images[0]?.url;
  const thumbnails = media.images.filter((image) => image.url !== main).slice(0, 4);
  return (
    <div className="gallery">
      {main ? (
        <img className="gallery__main" src={main} alt={product.name} width={600} height={600} fetchPriority="high" />
      ) : null}
      {thumbnails.length ? (
        <ul className="gallery__thumbs" aria-label={t("gallery.moreImages")}>
          {thumbnails.map((image) => (
            <li key={image.url}>
              <img src={image.url} alt={image.label} width={96} height={96} loading="lazy" decoding="async" />
            </li>
          ))}
        </ul>
      ) : null}
      {media.videos.length ? (
        <ul className="gallery__videos">
          {media.videos.map((video) => (
            <li key={video.url}>
              <a href={video.url} rel="noopener noreferrer">
                {video.title || t("gallery.video")}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
