import { useEffect, useRef, useState } from 'react';
import { formatNumber } from '../../i18n/format';
import type { Locale } from '../../i18n/locales';
import './stat-counter.css';

interface StatCounterProps {
  value: number;
  /** Language of the digits' separators. */
  locale: Locale;
  decimals?: number;
  prefix?: string;
  /** Unit after the number: '+', '%', ' 万', 'million'… */
  suffix?: string;
  label: string;
  durationMs?: number;
}

const easeOut = (t: number) => 1 - (1 - t) ** 3;

/**
 * Counts up from 0 to `value` when scrolled into view, honouring `prefers-reduced-motion`.
 * The prerendered HTML and screen readers get the final figure; a hidden copy of it reserves
 * the width, so counting shifts nothing.
 */
export function useCountUp<T extends HTMLElement>(value: number, durationMs: number) {
  const ref = useRef<T>(null);
  const [shown, setShown] = useState(value);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    let frame = 0;
    let armed = false;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        if (!armed) {
          armed = true;
          // Already on screen at load: leave the figure as it is.
          if (entry.isIntersecting) {
            observer.disconnect();
            return;
          }
          setShown(0);
          return;
        }
        if (!entry.isIntersecting) return;
        observer.disconnect();
        const start = performance.now();
        const tick = (now: number) => {
          const t = Math.min(1, (now - start) / durationMs);
          setShown(value * easeOut(t));
          if (t < 1) frame = requestAnimationFrame(tick);
        };
        frame = requestAnimationFrame(tick);
      },
      { threshold: 0.4 },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      setShown(value);
    };
  }, [value, durationMs]);

  return { ref, shown };
}

/** A key figure with its label, e.g. "30,000,000+ person-times served". */
export function StatCounter({
  value,
  locale,
  decimals = 0,
  prefix = '',
  suffix = '',
  label,
  durationMs = 1600,
}: StatCounterProps) {
  const { ref, shown } = useCountUp<HTMLParagraphElement>(value, durationMs);
  const final = `${prefix}${formatNumber(locale, value, decimals)}${suffix}`;
  return (
    <div className="stat">
      <p className="stat__value" ref={ref}>
        <span className="visually-hidden">{final}</span>
        <span className="stat__digits" aria-hidden="true">
          <span className="stat__reserve">{final}</span>
          <span className="stat__live">{`${prefix}${formatNumber(locale, shown, decimals)}${suffix}`}</span>
        </span>
      </p>
      <p className="stat__label">{label}</p>
    </div>
  );
}
