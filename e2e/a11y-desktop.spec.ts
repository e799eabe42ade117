/**
 * Every page in every language on a desktop (1440 × 900), loaded once and checked as loaded and
 * in care mode (helpers/a11y-sweep.ts).
 */
import { describe, it } from 'vitest';
import { LOCALES } from '../src/i18n/locales';
import { sweepLanguage } from './helpers/a11y-sweep';
import { useHarness } from './helpers/use-harness';

const harness = useHarness();

describe.each(LOCALES)('every page on a desktop, %s', (locale) => {
  it(
    'hydrates without console problems and has no axe violations, nor in care mode (AAA contrast, text ≥ 16 px)',
    { timeout: 400_000 },
    () => sweepLanguage(harness(), locale, 'desktop'),
  );
});
