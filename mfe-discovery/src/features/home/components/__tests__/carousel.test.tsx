import { act, fireEvent, render, screen } from '@testing-library/react';
import { RemoteRoot } from '@joy/ui';
import { Carousel } from '../carousel';

const items = [
  { id: 1, title: '冬季火鍋祭', image: '/c1.svg', link: '/store' },
  { id: 2, title: '春日甜點季', image: '/c2.svg', link: '/article' },
];

const current = () => screen.getByRole('button', { current: true }).getAttribute('aria-label');
const renderCarousel = () =>
  render(
    <RemoteRoot>
      <Carousel items={items} intervalMs={1000} />
    </RemoteRoot>,
  );

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('it turns by itself, and the pause button stops it until play is pressed', () => {
  renderCarousel();
  expect(current()).toBe('第 1 張：冬季火鍋祭');
  act(() => jest.advanceTimersByTime(1000));
  expect(current()).toBe('第 2 張：春日甜點季');

  fireEvent.click(screen.getByRole('button', { name: '暫停輪播' }));
  act(() => jest.advanceTimersByTime(5000));
  expect(current()).toBe('第 2 張：春日甜點季');

  fireEvent.click(screen.getByRole('button', { name: '播放輪播' }));
  act(() => jest.advanceTimersByTime(1000));
  expect(current()).toBe('第 1 張：冬季火鍋祭');
});

test('it holds still while focus is inside it or the pointer is over it', () => {
  renderCarousel();
  const link = screen.getByRole('link', { name: '冬季火鍋祭' });
  act(() => link.focus());
  act(() => jest.advanceTimersByTime(3000));
  expect(current()).toBe('第 1 張：冬季火鍋祭');
  act(() => link.blur());
  act(() => jest.advanceTimersByTime(1000));
  expect(current()).toBe('第 2 張：春日甜點季');

  const frame = screen.getByRole('region', { name: '精選活動' });
  fireEvent.mouseEnter(frame);
  act(() => jest.advanceTimersByTime(3000));
  expect(current()).toBe('第 2 張：春日甜點季');
  fireEvent.mouseLeave(frame);
  act(() => jest.advanceTimersByTime(1000));
  expect(current()).toBe('第 1 張：冬季火鍋祭');
});

test('a slide\'s picture is fetched when the slide before it shows, not with the page', () => {
  const many = [...items, { id: 3, title: '夏日冰品節', image: '/c3.svg', link: '/store' }, { id: 4, title: '秋季賞楓宴', image: '/c4.svg', link: '/store' }];
  const { container } = render(
    <RemoteRoot>
      <Carousel items={many} intervalMs={1000} />
    </RemoteRoot>,
  );
  const pictures = () => [...container.querySelectorAll('img')].map((img) => img.getAttribute('src'));
  expect(pictures()).toEqual(['/c1.svg', '/c2.svg']);
  act(() => jest.advanceTimersByTime(1000));
  expect(pictures()).toEqual(['/c1.svg', '/c2.svg', '/c3.svg']);
  // A dot straight to the last slide brings its picture and the next one's (the first, kept).
  fireEvent.click(screen.getByRole('button', { name: '第 4 張：秋季賞楓宴' }));
  expect(pictures()).toEqual(['/c1.svg', '/c2.svg', '/c3.svg', '/c4.svg']);
});

test('the caption names each slide link, so the picture is decorative', () => {
  renderCarousel();
  expect(screen.getByRole('link', { name: '冬季火鍋祭' }).querySelector('img')).toHaveAttribute('alt', '');
});

test('each slide shows its title once: the caption over a decorative picture that has no title of its own', () => {
  const { container } = renderCarousel();
  const slides = container.querySelectorAll('a');
  expect(slides).toHaveLength(2);
  slides.forEach((slide, i) => {
    expect(slide).toHaveTextContent(new RegExp(`^${items[i].title}$`));
    expect(slide.querySelector('img')).toHaveAttribute('alt', '');
    expect(slide).toHaveAttribute('href', items[i].link);
  });
  // The link is named by the caption alone, not by the caption and the picture.
  expect(screen.getByRole('link', { name: '冬季火鍋祭' })).toBe(slides[0]);
  expect(screen.getAllByText('冬季火鍋祭')).toHaveLength(1);
});
