import { useId } from 'react';
import styled from 'styled-components';
import { signatureDishes, type MenuDish, type StoreMenu } from '@joy/contract';
import { ErrorState, formatNumber, Loading } from '@joy/ui';
import { useStoreMenu } from '../api/get-store-menu';
import { Section } from './section';

const Dishes = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li { display: flex; gap: 12px; align-items: flex-start; padding: 10px 0; border-bottom: 1px solid ${({ theme }) => theme.color.border}; }
  li:last-child { border-bottom: 0; }
  img { flex: none; width: 64px; height: 64px; object-fit: cover; border-radius: 8px; background: #eee; }
`;

const Dish = styled.div`
  flex: 1;
  min-width: 0;
  strong { display: flex; flex-wrap: wrap; align-items: center; gap: 6px; font-weight: 600; }
  p { margin: 4px 0 0; font-size: 0.875rem; line-height: 1.5; color: ${({ theme }) => theme.color.muted}; }
`;

const Price = styled.span`
  flex: none;
  font-weight: 600;
  white-space: nowrap;
`;

const Badge = styled.span`
  padding: 1px 8px;
  border-radius: 999px;
  font-size: 0.75rem;
  font-weight: 600;
  color: ${({ theme }) => theme.color.primaryDark};
  background: ${({ theme }) => theme.color.primarySoft};
`;

const Highlights = styled.div`
  padding: 4px 16px;
  margin-bottom: 20px;
  border-radius: 12px;
  background: ${({ theme }) => theme.color.surface};
`;

const Empty = styled.p`
  padding: 24px 0;
  text-align: center;
  color: ${({ theme }) => theme.color.muted};
`;

/** NT$ 180, NT$ 1,280 */
export const menuPrice = (price: number): string => `NT$ ${formatNumber(price)}`;

function DishRow({ dish }: { dish: MenuDish }) {
  return (
    <li>
      {dish.photo && <img src={dish.photo} alt="" loading="lazy" width={64} height={64} />}
      <Dish>
        <strong>
          {dish.name}
          {dish.signature && <Badge>招牌</Badge>}
        </strong>
        {dish.description && <p>{dish.description}</p>}
      </Dish>
      <Price>{menuPrice(dish.price)}</Price>
    </li>
  );
}

/** 菜單 of a store: its menu is read when the tab first opens (loading and failure states in place). */
export function StoreMenuPanel({ storeId }: { storeId: string }) {
  const { data, error, mutate } = useStoreMenu(storeId);
  if (error) return <ErrorState onRetry={() => void mutate()} />;
  if (!data) return <Loading />;
  return <MenuPanel menu={data} />;
}

/**
 * 菜單: the store's signature dishes first (marked 招牌), then every section with its dishes and
 * prices, each under its own heading; 店家尚未提供菜單 when the store has given none.
 */
export function MenuPanel({ menu }: { menu: StoreMenu }) {
  const id = useId();
  const signature = signatureDishes(menu);
  const sections = menu.sections.filter((s) => s.items.length > 0);
  return (
    <Section aria-labelledby={`${id}-menu`}>
      <h2 id={`${id}-menu`}>菜單</h2>
      {sections.length === 0 ? (
        <Empty role="status">店家尚未提供菜單</Empty>
      ) : (
        <>
          {signature.length > 0 && (
            <Highlights as="section" aria-labelledby={`${id}-signature`}>
              <h3 id={`${id}-signature`}>招牌推薦</h3>
              <Dishes>
                {signature.map((dish) => (
                  <DishRow key={dish.id} dish={dish} />
                ))}
              </Dishes>
            </Highlights>
          )}
          {sections.map((section) => (
            <section key={section.id} aria-labelledby={`${id}-section-${section.id}`}>
              <h3 id={`${id}-section-${section.id}`}>{section.name}</h3>
              <Dishes>
                {section.items.map((dish) => (
                  <DishRow key={dish.id} dish={dish} />
                ))}
              </Dishes>
            </section>
          ))}
        </>
      )}
    </Section>
  );
}

export default StoreMenuPanel;
