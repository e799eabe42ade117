/**
 * The images an article's front-matter `cover` may name (keys in config.ts). Photos (raster)
 * give the social-card image themselves; drawings (SVG) use the fundus photo for `og:image`,
 * since social networks do not show SVG.
 */
import { ASSETS, type RasterImage, type VectorImage } from '../../config/assets';
import type { NewsCoverKey } from './config';

export type NewsCover =
  | { kind: 'raster'; image: RasterImage; og: string }
  | { kind: 'vector'; image: VectorImage; og: string };

const { images, illustrations } = ASSETS;
const raster = (image: RasterImage): NewsCover => ({
  kind: 'raster',
  image,
  og: image.sources.jpg,
});
const vector = (image: VectorImage): NewsCover => ({
  kind: 'vector',
  image,
  og: images.fundus.sources.jpg,
});
const story = (index: number): NewsCover => {
  const set = images.stories[index];
  if (!set) throw new Error(`No story image set ${index}`);
  return raster(set.desktop);
};

export const NEWS_COVERS: Record<NewsCoverKey, NewsCover> = {
  fundus: raster(images.fundus),
  hero: raster(images.heroDesktop),
  'story-1': story(0),
  'story-2': story(1),
  'story-3': story(2),
  'story-4': story(3),
  'story-5': story(4),
  'scene-hospital': vector(illustrations.sceneHospital),
  'scene-pharmacy': vector(illustrations.scenePharmacy),
  'scene-optometry': vector(illustrations.sceneOptometry),
  'scene-government': vector(illustrations.sceneGovernment),
  'scene-checkup-centre': vector(illustrations.sceneCheckupCentre),
  'scene-insurer': vector(illustrations.sceneInsurer),
  'portable-fundus-camera': vector(illustrations.portableFundusCamera),
  'desktop-fundus-camera': vector(illustrations.desktopFundusCamera),
  'report-on-tablet': vector(illustrations.reportOnTablet),
};
