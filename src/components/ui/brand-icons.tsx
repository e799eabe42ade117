/**
 * Brand marks lucide does not carry (it ships no brand logos). Simplified, single-colour,
 * 24×24, decorative: the link or button around them carries the accessible name.
 */
import type { SVGProps } from 'react';

const base = {
  width: 24,
  height: 24,
  viewBox: '0 0 24 24',
  fill: 'currentColor',
  focusable: false,
} as const;

export function WeiboIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg {...base} {...props} aria-hidden="true">
      <path
        d="M10.1 19.6c-3.9.4-7.2-1.4-7.5-3.9-.2-2.6 2.7-5 6.6-5.4 3.9-.4 7.2 1.4 7.5 3.9.2 2.6-2.7 5-6.6 5.4Zm7.8-8.4c-.3-.1-.5-.2-.4-.6.7-1.6.8-3 0-4-1.4-1.9-5.3-1.8-9.8.1 0 0-1.4.6-1.1-.5.7-2.2.6-4-.5-5-2.4-2.4-8.9.1-8.9 5.5 0 .9.1 1.7.4 2.5C-.6 12.3 3.2 18 10 21.4c4.9 2.4 11.3-.3 12-4.2.4-2.5-1.2-4.7-4.1-6Z"
        transform="translate(1 -1) scale(.92)"
      />
      <path
        d="M9.4 13.2c-1.6.2-2.8 1.4-2.6 2.6.1 1.2 1.6 2 3.2 1.8 1.6-.2 2.8-1.3 2.6-2.6-.1-1.2-1.6-2-3.2-1.8Z"
        fill="#fff"
      />
      <path d="M21.6 8.6a5.3 5.3 0 0 0-5-6.4.8.8 0 1 0 .1 1.6 3.7 3.7 0 0 1 3.4 4.4.8.8 0 0 0 1.5.4ZM18.9 8a2.6 2.6 0 0 0-2.5-3.2.7.7 0 1 0 0 1.4 1.2 1.2 0 0 1 1.2 1.5.7.7 0 1 0 1.3.3Z" />
    </svg>
  );
}

export function LinkedInIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg {...base} {...props} aria-hidden="true">
      <path d="M20.4 2H3.6A1.6 1.6 0 0 0 2 3.6v16.8A1.6 1.6 0 0 0 3.6 22h16.8a1.6 1.6 0 0 0 1.6-1.6V3.6A1.6 1.6 0 0 0 20.4 2ZM8 19H5V9.5h3V19ZM6.5 8.2a1.7 1.7 0 1 1 0-3.5 1.7 1.7 0 0 1 0 3.5ZM19 19h-3v-4.6c0-1.1 0-2.5-1.5-2.5s-1.8 1.2-1.8 2.4V19h-3V9.5h2.9v1.3c.4-.8 1.4-1.5 2.8-1.5 3 0 3.6 2 3.6 4.6V19Z" />
    </svg>
  );
}

export function WeChatIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg {...base} {...props} aria-hidden="true">
      <path d="M9 3C4.6 3 1 6 1 9.7c0 2.1 1.2 4 3 5.2l-.7 2.3 2.7-1.4c1 .3 2 .4 3 .4h.5a5.9 5.9 0 0 1-.2-1.5c0-3.6 3.4-6.4 7.6-6.4h.6C16.8 5.3 13.3 3 9 3Zm-2.6 5.5a1 1 0 1 1 0-2 1 1 0 0 1 0 2Zm5.2 0a1 1 0 1 1 0-2 1 1 0 0 1 0 2Z" />
      <path d="M23 14.3c0-3-3-5.5-6.6-5.5s-6.6 2.5-6.6 5.5 3 5.5 6.6 5.5c.8 0 1.6-.1 2.3-.3l2.2 1.2-.6-1.9c1.6-1 2.7-2.6 2.7-4.5Zm-8.8-.8a.9.9 0 1 1 0-1.8.9.9 0 0 1 0 1.8Zm4.4 0a.9.9 0 1 1 0-1.8.9.9 0 0 1 0 1.8Z" />
    </svg>
  );
}
