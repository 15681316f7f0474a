import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar } from './avatar';

const srcOf = (src: string) =>
  render(<Avatar src={src} size={40} />)
    .container.querySelector('img')!
    .getAttribute('src');

describe('Avatar', () => {
  it('draws an uploaded picture from its narrowest resized copy (an upload may be 5 MB)', () => {
    expect(srcOf('/media/avatars/7/abc.jpg')).toBe('/media/variants/w320/avatars/7/abc.jpg.webp');
  });

  it('keeps a GIF and an outside picture (a Google or Kakao profile) as they are', () => {
    expect(srcOf('/media/avatars/7/abc.gif')).toBe('/media/avatars/7/abc.gif');
    expect(srcOf('https://lh3.googleusercontent.com/a/photo')).toBe(
      'https://lh3.googleusercontent.com/a/photo',
    );
  });
});
