import type { LucideIcon } from 'lucide-react';

interface IconProps {
  icon: LucideIcon;
  size?: number;
  /** Give a label only when the icon carries meaning on its own; otherwise it is decorative. */
  label?: string;
  className?: string;
}

/** A lucide icon: decorative (hidden from assistive technology) unless it has a label. */
export function Icon({ icon: Glyph, size = 24, label, className }: IconProps) {
  return label ? (
    <Glyph size={size} className={className} role="img" aria-label={label} />
  ) : (
    <Glyph size={size} className={className} aria-hidden="true" focusable="false" />
  );
}
