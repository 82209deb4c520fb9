import type { StoreDetail } from '@joy/contract';
import { store } from '../../../../test-utils/api-mock';
import { renderRoute } from '../../../../test-utils/render';
import { StoreHeader } from '../store-header';
import { StoreInfoPanel } from '../store-info-panel';

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

describe('store page pictures', () => {
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
