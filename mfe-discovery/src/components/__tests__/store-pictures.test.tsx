import { store } from '../../test-utils/api-mock';
import { renderRoute } from '../../test-utils/render';
import { StoreCard } from '../store-card';

const hash = 'b'.repeat(64);
const image = { hash, width: 1280, height: 960, placeholder: 'data:image/webp;base64,UklGRg==' };

describe('store card pictures', () => {
  it('a card shows a pipeline picture in AVIF and WebP sizes for the grid, lazily, in its reserved box', () => {
    const { container } = renderRoute(<StoreCard store={store(1, { photo: `/images/${hash}/640.webp`, photo_image: image })} />);
    expect(container.querySelector('source[type="image/avif"]')?.getAttribute('srcset')).toContain(`/images/${hash}/320.avif 320w`);
    expect(container.querySelector('source[type="image/webp"]')?.getAttribute('sizes')).toBe('(min-width: 1200px) 240px, (min-width: 768px) 33vw, 50vw');
    const img = container.querySelector('img') as HTMLImageElement;
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width', '320');
    expect(img).toHaveAttribute('height', '240');
  });

  it('a card with a seeded picture keeps its plain img', () => {
    const { container } = renderRoute(<StoreCard store={store(2)} />);
    expect(container.querySelector('picture')).toBeNull();
    expect(container.querySelector('img')).toHaveAttribute('src', '/p.svg');
  });
});
