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

const Caption = styled.span`
  position: absolute;
  left: 16px;
  bottom: 16px;
  color: #fff;
  font-weight: 700;
  font-size: 1.2rem;
  text-shadow: 0 1px 4px rgba(0, 0, 0, 0.5);
`;

const Dots = styled.div`
  position: absolute;
  right: 12px;
  bottom: 12px;
  display: flex;
  gap: 6px;
  button {
    width: 10px;
    height: 10px;
    padding: 0;
    border-radius: 50%;
    border: 0;
    background: rgba(255, 255, 255, 0.6);
    cursor: pointer;
  }
  button[aria-current='true'] { background: #fff; }
`;

export function Carousel({ items, intervalMs = 5000 }: { items: CarouselItem[]; intervalMs?: number }) {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (items.length < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % items.length), intervalMs);
    return () => clearInterval(timer);
  }, [items.length, intervalMs]);
  if (items.length === 0) return null;
  return (
    <Frame aria-roledescription="carousel" aria-label="精選活動">
      {items.map((item, i) => (
        <Slide key={item.id} href={item.link} $active={i === index} aria-hidden={i !== index} tabIndex={i === index ? 0 : -1}>
          <img src={item.image} alt={item.title} loading={i === 0 ? 'eager' : 'lazy'} width={1200} height={375} />
          <Caption>{item.title}</Caption>
        </Slide>
      ))}
      <Dots>
        {items.map((item, i) => (
          <button key={item.id} type="button" aria-label={`第 ${i + 1} 張：${item.title}`} aria-current={i === index} onClick={() => setIndex(i)} />
        ))}
      </Dots>
    </Frame>
  );
}
