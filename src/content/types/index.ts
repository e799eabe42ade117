/**
 * The content types, for `import type … from '../content/types'`. They are the outputs of the
 * content schemas (src/content/schema), the one source of the content shapes.
 */
export type * from '../schema';
