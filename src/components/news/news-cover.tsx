import type { NewsCover as NewsCoverContent } from '../../content/types';
import { ResponsivePicture } from '../ui/responsive-picture';

/**
 * An article's cover: a photo (`<picture>`) or a drawing (SVG `<img>`). Decorative (empty alt):
 * the article's title next to it says what it is about.
 */
export function NewsCover({
  cover,
  sizes,
  priority = false,
  className,
}: {
  cover: NewsCoverContent;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  const classes = ['news-cover', `news-cover--${cover.kind}`, className].filter(Boolean).join(' ');
  if (cover.kind === 'raster') {
    return (
      <div className={classes}>
        <ResponsivePicture image={cover.image} alt="" sizes={sizes} priority={priority} />
      </div>
    );
  }
  return (
    <div className={classes}>
      <img
        src={cover.image.url}
        width={cover.image.width}
        height={cover.image.height}
        alt=""
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
      />
    </div>
  );
}
