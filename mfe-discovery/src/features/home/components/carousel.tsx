import { useEffect, useState } from 'react';
import styled from 'styled-components';
import type { CarouselItem } from '@joy/contract';
import { media } from '@joy/ui';

const Frame = styled.section`
  position: relative;
  border-radius: ${({ theme }) => theme.radius};
  overflow: hidden;
  aspect-ratio: 16 / 7;
  background: ${({ theme }) => theme.color.primarySoft};
  ${media.tablet} { aspect-ratio: 16 / 5; }
`;

const Slide = styled.a<{ $active: boolean }>`
  position: absolute;
  inset: 0;
  opacity: ${({ $active }) => ($active ? 1 : 0)};
  transition: opacity 0.4s;
  img { width: 100%; height: 100%; object-fit: cover; }
`;

/** The slide's title, printed once: the seeded pictures carry none of their own. */
const Caption = styled.span`
  position: absolute;
  left: 16px;
  right: 96px;
  bottom: 16px;
  overflow-wrap: anywhere;
  color: #fff;
  font-weight: 700;
  font-size: 1.2rem;
  text-shadow: 0 1px 4px rgba(0, 0, 0, 0.5);
`;

/** Each dot a 24 px target (WCAG 2.5.8) around its 10 px mark, so a thumb finds it. */
const Dots = styled.div`
  position: absolute;
  right: 5px;
  bottom: 5px;
  display: flex;
  button {
    display: grid;
    place-items: center;
    width: 24px;
    height: 24px;
    padding: 0;
    border: 0;
    border-radius: 50%;
    background: none;
    cursor: pointer;
  }
  button::before {
    content: '';
    width: 10px;
    height: 10px;
    border-radius: 50%;
    background: rgba(255, 255, 255, 0.6);
  }
  button[aria-current='true']::before { background: #fff; }
`;

const PauseButton = styled.button`
  position: absolute;
  left: 12px;
  top: 12px;
  min-width: 32px;
  height: 32px;
  border: 0;
  border-radius: 16px;
  background: rgba(0, 0, 0, 0.6);
  color: #fff;
  font: inherit;
  cursor: pointer;
`;

/** The carousel's room while its slides load, the same size, so nothing below it moves when they come. */
export function CarouselPlaceholder() {
  return <Frame aria-hidden="true" data-testid="carousel-placeholder" />;
}

/** Someone who asked the system for less motion gets a still carousel until they press play. */
const prefersLessMotion = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The home carousel. It turns by itself, but stops while the pointer is over it or focus is
 * inside it, and its pause button stops it for good (WCAG 2.2.2); the slide's caption names
 * its link, so the picture itself is decorative.
 */
export function Carousel({ items, intervalMs = 5000 }: { items: CarouselItem[]; intervalMs?: number }) {
  const [index, setIndex] = useState(0);
  // The pictures of the slide shown and the one after it, and of every slide shown before:
  // the stacked slides are all on screen, so `loading="lazy"` alone would fetch them all with
  // the page (a decoded picture each while the page starts).
  const [pictured, setPictured] = useState<ReadonlySet<number>>(() => new Set([0, 1]));
  useEffect(() => {
    const next = (index + 1) % Math.max(items.length, 1);
    setPictured((seen) => (seen.has(index) && seen.has(next) ? seen : new Set([...seen, index, next])));
  }, [index, items.length]);
  // Paused at once for a diner who asks for less motion; the first render is the server's (the
  // page server cannot know), so the first view is taken over as it stands.
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (prefersLessMotion()) setPaused(true);
  }, []);
  const [held, setHeld] = useState({ pointer: false, focus: false });
  const still = paused || held.pointer || held.focus;
  useEffect(() => {
    if (items.length < 2 || still) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % items.length), intervalMs);
    return () => clearInterval(timer);
  }, [items.length, intervalMs, still]);
  if (items.length === 0) return null;
  return (
    <Frame
      aria-roledescription="carousel"
      aria-label="精選活動"
      onMouseEnter={() => setHeld((h) => ({ ...h, pointer: true }))}
      onMouseLeave={() => setHeld((h) => ({ ...h, pointer: false }))}
      onFocus={() => setHeld((h) => ({ ...h, focus: true }))}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && setHeld((h) => ({ ...h, focus: false }))}
    >
      {items.map((item, i) => (
        <Slide key={item.id} href={item.link} $active={i === index} aria-hidden={i !== index} tabIndex={i === index ? 0 : -1}>
          {pictured.has(i) && <img src={item.image} alt="" loading={i === 0 ? 'eager' : 'lazy'} width={1200} height={375} />}
          <Caption>{item.title}</Caption>
        </Slide>
      ))}
      {items.length > 1 && (
        <PauseButton type="button" aria-label={paused ? '播放輪播' : '暫停輪播'} onClick={() => setPaused((p) => !p)}>
          {paused ? '▶' : '❚❚'}
        </PauseButton>
      )}
      <Dots>
        {items.map((item, i) => (
          <button key={item.id} type="button" aria-label={`第 ${i + 1} 張：${item.title}`} aria-current={i === index} onClick={() => setIndex(i)} />
        ))}
      </Dots>
    </Frame>
  );
}
