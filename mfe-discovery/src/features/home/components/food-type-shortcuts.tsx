import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useSearchParamsOptions } from '../../../api/get-search-params';
import { Section } from './section';

// One row of chips (they never wrap): its height is kept while the food types load.
const List = styled.ul`
  min-height: 44px;
  box-sizing: border-box;
  display: flex;
  gap: 8px;
  overflow-x: auto;
  padding: 2px;
  margin: 0;
  list-style: none;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 40px;
    padding: 0 16px;
    border-radius: 999px;
    border: 1px solid ${({ theme }) => theme.color.border};
    background: #fff;
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
    white-space: nowrap;
  }
  a:hover { border-color: ${({ theme }) => theme.color.primary}; }
  a:focus-visible { outline: 3px solid ${({ theme }) => theme.color.primary}; outline-offset: 1px; }
`;

/**
 * Food-type shortcuts into the filtered store list; its row is there while the types load (so
 * nothing below moves when they come), and hidden if they cannot load or there are none.
 */
export function FoodTypeShortcuts() {
  const { data, error } = useSearchParamsOptions();
  if (error || (data && !data.food_types.length)) return null;
  return (
    <Section aria-labelledby="food-types-title">
      <h2 id="food-types-title">想吃什麼？</h2>
      <List aria-busy={!data}>
        {data?.food_types.map((type) => (
          <li key={type.id}>
            <Link to={`/store?food_types=${type.id}`}>{type.name}</Link>
          </li>
        ))}
      </List>
    </Section>
  );
}
