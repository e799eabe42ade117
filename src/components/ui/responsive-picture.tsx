import { preload } from 'react-dom';
import type { RasterImage } from '../../config/assets';

interface ResponsivePictureProps {
  image: RasterImage;
  /** Another image for narrow screens (< 768 px): art direction, e.g. a portrait hero. */
  mobileImage?: RasterImage;
  alt: string;
  /** The `sizes` of the srcset: how wide the image is drawn. */
  sizes?: string;
  /** The largest image above the fold: load it first, eagerly, and preload it. */
  priority?: boolean;
  className?: string;
}

const MOBILE = '(max-width: 767px)';

/**
 * AVIF/WebP/JPEG `<picture>` with width and height (no layout shift), lazy by default; with
 * `priority` eager, `fetchpriority="high"` and a preload (the prerender moves it into `<head>`).
 */
export function ResponsivePicture({
  image,
  mobileImage,
  alt,
  sizes = '100vw',
  priority = false,
  className,
}: ResponsivePictureProps) {
  if (priority) {
    const main = {
      as: 'image',
      type: 'image/avif',
      fetchPriority: 'high',
      imageSizes: sizes,
    } as const;
    if (mobileImage) {
      preload(mobileImage.sources.avif, {
        ...main,
        imageSrcSet: mobileImage.srcSet.avif,
        media: MOBILE,
      });
      preload(image.sources.avif, {
        ...main,
        imageSrcSet: image.srcSet.avif,
        media: '(min-width: 768px)',
      });
    } else {
      preload(image.sources.avif, { ...main, imageSrcSet: image.srcSet.avif });
    }
  }
  return (
    <picture className={className}>
      {mobileImage && (
        <>
          <source media={MOBILE} type="image/avif" srcSet={mobileImage.srcSet.avif} sizes={sizes} />
          <source media={MOBILE} type="image/webp" srcSet={mobileImage.srcSet.webp} sizes={sizes} />
          <source
            media={MOBILE}
            srcSet={mobileImage.srcSet.jpg}
            sizes={sizes}
            width={mobileImage.width}
            height={mobileImage.height}
          />
        </>
      )}
      <source type="image/avif" srcSet={image.srcSet.avif} sizes={sizes} />
      <source type="image/webp" srcSet={image.srcSet.webp} sizes={sizes} />
      <img
        src={image.sources.jpg}
        srcSet={image.srcSet.jpg}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding={priority ? 'sync' : 'async'}
      />
    </picture>
  );
}
