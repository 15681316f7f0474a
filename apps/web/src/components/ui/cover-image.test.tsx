import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { IMAGE_SIZES, IMAGE_WIDTHS } from '@dalbit/contract/images';
import { CoverImage } from './cover-image';

const imgOf = (container: HTMLElement) => container.querySelector('img')!;

afterEach(() => document.head.querySelector('meta[name="dalbit-media-base"]')?.remove());

describe('CoverImage', () => {
  it('lists the resized copies of one of our pictures, with its shape and width on the page', () => {
    const img = imgOf(render(<CoverImage src="/media/covers/a.jpg" />).container);
    expect(img).toHaveAttribute('src', '/media/covers/a.jpg');
    expect(img.getAttribute('srcset')?.split(', ')).toEqual(
      IMAGE_WIDTHS.map((w) => `/media/variants/w${w}/covers/a.jpg.webp ${w}w`),
    );
    expect(img).toHaveAttribute('sizes', IMAGE_SIZES.card);
    expect(img).toHaveAttribute('width', '1280');
    expect(img).toHaveAttribute('height', '720');
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it("marks a page's main picture for early fetching, drawn as wide as the page says", () => {
    const img = imgOf(
      render(<CoverImage src="/media/projects/1/c.png" priority sizes="cover" />).container,
    );
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('sizes', IMAGE_SIZES.cover);
    expect(img.getAttribute('srcset')).toContain('/media/variants/w960/projects/1/c.png.webp 960w');
  });

  it('keeps an outside picture as it is', () => {
    const img = imgOf(render(<CoverImage src="https://images.example/a.jpg" />).container);
    expect(img).toHaveAttribute('src', 'https://images.example/a.jpg');
    expect(img).not.toHaveAttribute('srcset');
    expect(img).not.toHaveAttribute('sizes');
  });

  it("lists the copies of a picture in the store the page names (S3), from this site's /media", () => {
    const meta = document.createElement('meta');
    meta.name = 'dalbit-media-base';
    meta.content = 'https://cdn.example/dalbit';
    document.head.append(meta);
    const img = imgOf(
      render(<CoverImage src="https://cdn.example/dalbit/covers/b.webp" />).container,
    );
    expect(img.getAttribute('srcset')?.split(', ')[0]).toBe(
      '/media/variants/w320/covers/b.webp.webp 320w',
    );
  });
});
