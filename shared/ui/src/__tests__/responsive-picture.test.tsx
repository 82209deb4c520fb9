import { render } from '@testing-library/react';
import { ResponsivePicture } from '../responsive-picture';

const hash = 'a'.repeat(64);
const image = { hash, width: 1600, height: 1200, placeholder: 'data:image/webp;base64,UklGRg==' };

describe('ResponsivePicture', () => {
  it('offers AVIF, then WebP, then JPEG in the pipeline widths with sizes, keeps its box and paints the placeholder', () => {
    const { container } = render(<ResponsivePicture src={`/images/${hash}/640.webp`} image={image} alt="店內" sizes="50vw" width={320} height={240} />);
    const sources = container.querySelectorAll('picture > source');
    expect([...sources].map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0].getAttribute('srcset')).toBe(`/images/${hash}/320.avif 320w, /images/${hash}/640.avif 640w, /images/${hash}/1280.avif 1280w`);
    expect(sources[1].getAttribute('srcset')).toBe(`/images/${hash}/320.webp 320w, /images/${hash}/640.webp 640w, /images/${hash}/1280.webp 1280w`);
    expect(sources[1].getAttribute('sizes')).toBe('50vw');
    const img = container.querySelector('picture > img') as HTMLImageElement;
    expect(img.getAttribute('src')).toBe(`/images/${hash}/640.jpg`);
    expect(img.getAttribute('srcset')).toContain(`/images/${hash}/1280.jpg 1280w`);
    expect(img).toHaveAttribute('alt', '店內');
    expect(img).toHaveAttribute('width', '320');
    expect(img).toHaveAttribute('height', '240');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).not.toHaveAttribute('fetchpriority');
    expect(img.style.backgroundImage).toContain(image.placeholder);
  });

  it('never lists a width past the original: the next width is described by the original’s own', () => {
    const { container } = render(<ResponsivePicture src="" image={{ ...image, width: 800, height: 600 }} alt="" sizes="100vw" />);
    expect(container.querySelector('source[type="image/webp"]')?.getAttribute('srcset')).toBe(`/images/${hash}/320.webp 320w, /images/${hash}/640.webp 640w, /images/${hash}/1280.webp 800w`);
    const img = container.querySelector('img') as HTMLImageElement;
    // Without a box from the caller, the picture's own size keeps its space.
    expect(img).toHaveAttribute('width', '800');
    expect(img).toHaveAttribute('height', '600');
    const small = render(<ResponsivePicture src="" image={{ ...image, width: 200, height: 100 }} alt="" sizes="100vw" />);
    expect(small.container.querySelector('source[type="image/avif"]')?.getAttribute('srcset')).toBe(`/images/${hash}/320.avif 200w`);
    expect(small.container.querySelector('img')).toHaveAttribute('src', `/images/${hash}/320.jpg`);
  });

  it('fetches the page’s first picture at once and first', () => {
    const { container } = render(<ResponsivePicture src="" image={image} alt="" sizes="100vw" priority />);
    const img = container.querySelector('img') as HTMLImageElement;
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('shows a seeded picture as a plain img with the same loading rules', () => {
    const { container } = render(<ResponsivePicture src="/uploads/seed/store-1-1.svg" image={null} alt="照片" sizes="50vw" width={300} height={300} priority />);
    expect(container.querySelector('picture')).toBeNull();
    const img = container.querySelector('img') as HTMLImageElement;
    expect(img).toHaveAttribute('src', '/uploads/seed/store-1-1.svg');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('width', '300');
    expect(img).not.toHaveAttribute('srcset');
  });
});
