import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useSearchParamsOptions } from '../../../api/get-search-params';
import { Section } from './section';

const List = styled.ul`
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

/** Food-type shortcuts into the filtered store list; hidden if the options cannot load. */
export function FoodTypeShortcuts() {
  const { data } = useSearchParamsOptions();
  if (!data?.food_types.length) return null;
  return (
    <Section aria-labelledby="food-types-title">
      <h2 id="food-types-title">想吃什麼？</h2>
      <List>
        {data.food_types.map((type) => (
          <li key={type.id}>
            <Link to={`/store?food_types=${type.id}`}>{type.name}</Link>
          </li>
        ))}
      </List>
    </Section>
  );
}
