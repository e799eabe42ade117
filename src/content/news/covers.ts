/**
 * The images an article's front-matter `cover` may name (NEWS_COVER_SOURCES, schema/news.ts),
 * resolved in the asset catalogue. Photos (raster) give the social-card image themselves;
 * drawings (SVG) use the fundus photo for `og:image`, since social networks do not show SVG.
 */
import { ASSETS, type RasterImage, type VectorImage } from '../../config/assets';
import { NEWS_COVER_SOURCES, type NewsCoverKey } from './collection';

export type NewsCover =
  | { kind: 'raster'; image: RasterImage; og: string }
  | { kind: 'vector'; image: VectorImage; og: string };

const { images, illustrations } = ASSETS;

function coverOf(key: NewsCoverKey): NewsCover {
  const source: {
    image?: 'fundus' | 'heroDesktop';
    story?: number;
    illustration?: keyof typeof illustrations;
  } = NEWS_COVER_SOURCES[key];
  const raster = (image: RasterImage | undefined): NewsCover | undefined =>
    image && { kind: 'raster', image, og: image.sources.jpg };
  const vector = (image: VectorImage | undefined): NewsCover | undefined =>
    image && { kind: 'vector', image, og: images.fundus.sources.jpg };
  const cover =
    source.image !== undefined
      ? raster(images[source.image])
      : source.story !== undefined
        ? raster(images.stories[source.story]?.desktop)
        : vector(source.illustration && illustrations[source.illustration]);
  if (!cover) throw new Error(`News cover ${key}: no such image in the asset catalogue`);
  return cover;
}

export const NEWS_COVERS = Object.fromEntries(
  Object.keys(NEWS_COVER_SOURCES).map((key) => [key, coverOf(key as NewsCoverKey)]),
) as Record<NewsCoverKey, NewsCover>;
