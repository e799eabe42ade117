// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Globe } from 'lucide-react';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RasterImage } from '../../../config/assets';
import { Button, ButtonLink } from '../button';
import { Card } from '../card';
import { Dialog } from '../dialog';
import { Icon } from '../icon';
import { ResponsivePicture } from '../responsive-picture';
import { SectionHeading } from '../section-heading';
import { StatCounter } from '../stat-counter';
import { Tabs } from '../tabs';
import { VideoModal } from '../video-modal';

afterEach(cleanup);

beforeAll(() => {
  // happy-dom has no dialog behaviour of its own: give it the open/close semantics.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

const image = (name: string, width: number, height: number): RasterImage => ({
  width,
  height,
  sources: { avif: `/${name}.avif`, webp: `/${name}.webp`, jpg: `/${name}.jpg` },
  srcSet: {
    avif: `/${name}-s.avif 480w, /${name}.avif ${width}w`,
    webp: `/${name}-s.webp 480w, /${name}.webp ${width}w`,
    jpg: `/${name}-s.jpg 480w, /${name}.jpg ${width}w`,
  },
});

describe('SectionHeading', () => {
  it('renders eyebrow, title at the requested level and lead', () => {
    render(<SectionHeading eyebrow="Impact" title="Our figures" lead="As of 2024" level={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Our figures' })).toBeTruthy();
    expect(screen.getByText('Impact')).toBeTruthy();
    expect(screen.getByText('As of 2024')).toBeTruthy();
  });

  it('defaults to h2 and leaves out what is not given', () => {
    const { container } = render(<SectionHeading title="Only a title" />);
    expect(container.querySelector('h2')?.textContent).toBe('Only a title');
    expect(container.querySelectorAll('p')).toHaveLength(0);
  });
});

describe('ResponsivePicture', () => {
  it('offers AVIF and WebP sources, sizes the image and loads it lazily by default', () => {
    const { container } = render(
      <ResponsivePicture image={image('fundus', 960, 960)} alt="Fundus" />,
    );
    const sources = [...container.querySelectorAll('source')];
    expect(sources.map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    const img = container.querySelector('img');
    expect(img?.getAttribute('width')).toBe('960');
    expect(img?.getAttribute('height')).toBe('960');
    expect(img?.getAttribute('loading')).toBe('lazy');
    expect(img?.getAttribute('alt')).toBe('Fundus');
    expect(img?.getAttribute('srcset')).toContain('480w');
  });

  it('loads a priority image eagerly, with high priority, and preloads it', () => {
    const html = renderToString(
      <ResponsivePicture
        image={image('hero', 1920, 800)}
        mobileImage={image('hero-m', 750, 1000)}
        alt=""
        priority
      />,
    );
    expect(html).toMatch(/^<link rel="preload" as="image"/);
    expect(html).toContain('media="(max-width: 767px)"');
    expect(html).toContain('loading="eager"');
    expect(html).toMatch(/fetchpriority="high"/i);
  });
});

describe('Tabs', () => {
  function Harness() {
    const [selected, setSelected] = useState<'a' | 'b' | 'c'>('a');
    return (
      <Tabs
        label="Products"
        selected={selected}
        onSelect={setSelected}
        tabs={[
          { value: 'a', label: 'Alpha' },
          { value: 'b', label: 'Beta' },
          { value: 'c', label: 'Gamma' },
        ]}
      >
        <p>Panel {selected}</p>
      </Tabs>
    );
  }

  it('follows the WAI-ARIA tabs pattern with arrow keys, Home and End', () => {
    render(<Harness />);
    const tabs = screen.getAllByRole('tab');
    expect(screen.getByRole('tablist').getAttribute('aria-label')).toBe('Products');
    expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
    expect(tabs.map((t) => t.getAttribute('tabindex'))).toEqual(['0', '-1', '-1']);
    fireEvent.keyDown(tabs[0] as HTMLElement, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Beta');
    expect(screen.getByRole('tabpanel').textContent).toBe('Panel b');
    fireEvent.keyDown(screen.getByRole('tab', { selected: true }), { key: 'End' });
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Gamma');
    fireEvent.keyDown(screen.getByRole('tab', { selected: true }), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Alpha');
    fireEvent.keyDown(screen.getByRole('tab', { selected: true }), { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Gamma');
    fireEvent.keyDown(screen.getByRole('tab', { selected: true }), { key: 'Home' });
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Alpha');
    fireEvent.click(screen.getByRole('tab', { name: 'Beta' }));
    const panel = screen.getByRole('tabpanel');
    expect(panel.getAttribute('aria-labelledby')).toBe(
      screen.getByRole('tab', { name: 'Beta' }).id,
    );
  });
});

describe('StatCounter', () => {
  it('prerenders the final figure, formatted for the language', () => {
    const html = renderToString(
      <StatCounter value={30000000} locale="en" suffix="+" label="person-times served" />,
    );
    expect(html).toContain('30,000,000+');
    expect(html).toContain('person-times served');
  });

  it('starts from 0 below the fold and counts up to the figure once in view', async () => {
    let callback: IntersectionObserverCallback = () => {};
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(cb: IntersectionObserverCallback) {
          callback = cb;
        }
        observe() {}
        disconnect() {}
      },
    );
    vi.stubGlobal('matchMedia', () => ({ matches: false }));
    const { container } = render(
      <StatCounter value={95830} locale="zh-hans" label="发现重大健康风险人数" durationMs={100} />,
    );
    const live = () => container.querySelector('.stat__live')?.textContent;
    const entry = (isIntersecting: boolean) =>
      [{ isIntersecting } as IntersectionObserverEntry] as IntersectionObserverEntry[];
    act(() => callback(entry(false), {} as IntersectionObserver));
    expect(live()).toBe('0');
    act(() => callback(entry(true), {} as IntersectionObserver));
    await act(() => new Promise((resolve) => setTimeout(resolve, 250)));
    expect(live()).toBe('95,830');
    expect(container.querySelector('.visually-hidden')?.textContent).toBe('95,830');
    vi.unstubAllGlobals();
  });
});

describe('Dialog', () => {
  it('opens when mounted, is named by its title, and closes by its button or the backdrop', () => {
    const onClosed = vi.fn();
    render(
      <Dialog title="Follow us" closeLabel="Close" onClosed={onClosed} className="qr-dialog">
        <p>Scan the code.</p>
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Follow us' });
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(dialog.className).toBe('dialog qr-dialog');
    fireEvent.click(screen.getByText('Scan the code.'));
    expect(onClosed).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClosed).toHaveBeenCalledTimes(1);
    act(() => (dialog as HTMLDialogElement).showModal());
    fireEvent.click(dialog);
    expect(onClosed).toHaveBeenCalledTimes(2);
  });
});

describe('VideoModal', () => {
  it('loads nothing until asked, then plays in a dialog and gives focus back on close', async () => {
    render(
      <VideoModal
        video={{ url: '/media/intro.mp4', type: 'video/mp4', poster: '/media/poster.jpg' }}
        title="Company introduction"
        playLabel="Play video"
        closeLabel="Close"
      >
        <img src="/media/poster.jpg" alt="" />
      </VideoModal>,
    );
    expect(document.querySelector('video')).toBeNull();
    const play = screen.getByRole('button', { name: 'Play video: Company introduction' });
    fireEvent.click(play);
    // The dialog's code loads on the first play.
    const dialog = await waitFor(() => {
      const found = document.querySelector('dialog');
      expect(found?.hasAttribute('open')).toBe(true);
      return found;
    });
    const video = document.querySelector('video');
    expect(video?.querySelector('source')?.getAttribute('src')).toBe('/media/intro.mp4');
    expect(video?.getAttribute('poster')).toBe('/media/poster.jpg');
    fireEvent.click(screen.getByRole('button', { name: 'Close', hidden: true }));
    expect(dialog?.hasAttribute('open')).toBe(false);
    expect(document.querySelector('video')).toBeNull();
    expect(document.activeElement).toBe(play);
  });
});

describe('Card, Button, Icon', () => {
  it('makes the card title the one link when given an address', () => {
    render(
      <MemoryRouter>
        <Card title="Portable fundus camera" href="/product?type=2" eyebrow="Hardware">
          One-minute capture
        </Card>
        <Card title="No link">Text</Card>
      </MemoryRouter>,
    );
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]?.textContent).toBe('Portable fundus camera');
    expect(links[0]?.getAttribute('href')).toBe('/product?type=2');
    expect(screen.getByRole('heading', { name: 'No link' })).toBeTruthy();
  });

  it('renders button and link variants', () => {
    render(
      <MemoryRouter>
        <Button variant="secondary">Send</Button>
        <ButtonLink to="/contact" variant="primary">
          Contact
        </ButtonLink>
      </MemoryRouter>,
    );
    const button = screen.getByRole('button', { name: 'Send' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.className).toContain('button--secondary');
    expect(screen.getByRole('link', { name: 'Contact' }).className).toContain('button--primary');
  });

  it('hides decorative icons and names meaningful ones', () => {
    const { container } = render(
      <>
        <Icon icon={Globe} />
        <Icon icon={Globe} label="Language" />
      </>,
    );
    const [decorative, named] = [...container.querySelectorAll('svg')];
    expect(decorative?.getAttribute('aria-hidden')).toBe('true');
    expect(named?.getAttribute('aria-label')).toBe('Language');
    expect(named?.getAttribute('role')).toBe('img');
  });
});
