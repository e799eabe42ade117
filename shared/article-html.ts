/**
 * An entry's body (a news article's) as HTML, for the site's build (scripts/lib/collections)
 * and the editor's preview (src/admin/): one allow-list, so the preview shows what the site will, and a `<script>` or an
 * `onerror=` pasted into an article runs neither on the site nor in the editor's page, which
 * holds the git host's token.
 */
import { marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

/**
 * Markdown → HTML with only the tags an article needs; `#` headings become `h2` (the title is the
 * h1), links to other sites get `rel="noopener noreferrer"`. `keepImage` picks the images that
 * stay, by their `src` (the build keeps those it has derived copies of).
 */
export function articleHtml(
  markdown: string,
  keepImage: (src: string) => boolean = () => true,
): string {
  const html = marked.parse(markdown, { async: false, gfm: true });
  return sanitizeHtml(html, {
    allowedTags: [
      'h2',
      'h3',
      'h4',
      'p',
      'ul',
      'ol',
      'li',
      'strong',
      'em',
      'a',
      'blockquote',
      'br',
      'hr',
      'code',
      'table',
      'thead',
      'tbody',
      'tr',
      'th',
      'td',
      'img',
    ],
    allowedAttributes: { a: ['href', 'title', 'rel'], img: ['src', 'alt'] },
    exclusiveFilter: (frame) => frame.tag === 'img' && !keepImage(frame.attribs.src ?? ''),
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    transformTags: {
      h1: 'h2',
      a: (tagName, attribs) => ({
        tagName,
        attribs: /^https?:/i.test(attribs.href ?? '')
          ? { ...attribs, rel: 'noopener noreferrer' }
          : attribs,
      }),
    },
  });
}
