/**
 * Calls `callback` once, when `element` comes within `margin` of the screen or the visitor
 * focuses or presses something inside it, whichever comes first. For code that a block needs
 * only once someone is about to use it (the contact form's validation, the Home carousel's
 * sliding): loaded and started then, it stays off the page load, where it would hold the main
 * thread while the page is still busy starting. Returns a function that stops watching.
 */
export function whenNearScreen(
  element: Element,
  callback: () => void,
  margin = '50% 0px',
): () => void {
  let done = false;
  const fire = () => {
    if (done) return;
    stop();
    callback();
  };
  const observer =
    typeof IntersectionObserver === 'undefined'
      ? undefined
      : new IntersectionObserver(
          (entries) => {
            if (entries.some((entry) => entry.isIntersecting)) fire();
          },
          { rootMargin: margin },
        );
  function stop() {
    done = true;
    observer?.disconnect();
    element.removeEventListener('focusin', fire);
    element.removeEventListener('pointerdown', fire);
  }
  element.addEventListener('focusin', fire);
  element.addEventListener('pointerdown', fire);
  if (observer) observer.observe(element);
  // Without IntersectionObserver (very old browsers) nothing would tell us: start now.
  else queueMicrotask(fire);
  return stop;
}
