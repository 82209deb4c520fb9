import type { StoreDetail } from '@joy/contract';
import { store } from '../../test-utils/api-mock';
import { renderRoute } from '../../test-utils/render';
import { StoreCard } from '../store-card';
import { StoreHeader } from '../../features/store-detail/components/store-header';
import { StoreInfoPanel } from '../../features/store-detail/components/store-info-panel';

const hash = 'b'.repeat(64);
const image = { hash, width: 1280, height: 960, placeholder: 'data:image/webp;base64,UklGRg==' };

const detail = (over: Partial<StoreDetail> = {}): StoreDetail =>
  ({
    ...store(1, { photo: `/images/${hash}/640.webp`, photo_image: image }),
    description: '',
    phone: '',
    lat: 25,
    lng: 121,
    photos: [`/images/${hash}/640.webp`, '/uploads/seed/store-1-2.svg'],
    photo_images: [image, null],
    business_times: [],
    member_is_collection: false,
    seating_areas: [],
    max_party_size: 8,
    ...over,
  }) as StoreDetail;

describe('store pictures', () => {
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

  it('the store page’s first picture is fetched at once and first; the gallery waits until it is near', () => {
    const { container } = renderRoute(
      <>
        <StoreHeader store={detail()} />
        <StoreInfoPanel store={detail()} />
      </>,
    );
    const imgs = [...container.querySelectorAll('img')];
    expect(imgs[0]).toHaveAttribute('fetchpriority', 'high');
    expect(imgs[0]).toHaveAttribute('loading', 'eager');
    expect(imgs[0].closest('picture')?.querySelector('source[type="image/avif"]')?.getAttribute('srcset')).toContain(`/images/${hash}/1280.avif 1280w`);
    const gallery = imgs.slice(1);
    expect(gallery).toHaveLength(2);
    for (const img of gallery) {
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).not.toHaveAttribute('fetchpriority');
    }
    expect(gallery[0].closest('picture')).not.toBeNull();
    expect(gallery[1]).toHaveAttribute('src', '/uploads/seed/store-1-2.svg');
  });
});
