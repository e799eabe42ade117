import { Glasses } from 'lucide-react';
import { prepareCareMode, setCareMode, useCareMode } from '../../../state/care-mode';
import './care-mode.css';

interface CareModeToggleProps {
  label: string;
  /** `header`: in the header bar (desktop); `drawer`: at the top of the phone menu. */
  placement: 'header' | 'drawer';
}

/**
 * The care-mode switch (docs/design.md#care-mode): a toggle button whose state is announced by
 * `aria-pressed`. On desktop it sits in the header; on phones at the top of the menu drawer.
 * Pointed at, touched or focused, it loads the care-mode stylesheet, so the switch takes effect
 * the moment it is pressed.
 */
export function CareModeToggle({ label, placement }: CareModeToggleProps) {
  const on = useCareMode();
  return (
    <button
      type="button"
      className={`care-toggle care-toggle--${placement}`}
      aria-pressed={on}
      onPointerEnter={prepareCareMode}
      onFocus={prepareCareMode}
      onClick={() => setCareMode(!on)}
    >
      <Glasses size={20} aria-hidden="true" focusable="false" />
      <span className="care-toggle__label">{label}</span>
    </button>
  );
}
