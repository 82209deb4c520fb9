import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { focusRing } from '../../../components/focus-ring';

const Nav = styled.nav`
  font-size: 0.85rem;
  color: ${({ theme }) => theme.color.muted};
  ol { list-style: none; display: flex; flex-wrap: wrap; gap: 4px; margin: 0 0 12px; padding: 0; }
  a { color: ${({ theme }) => theme.color.primaryDark}; ${focusRing} }
`;

export interface Crumb {
  label: string;
  to?: string;
}

/** Where the reader is inside help; the last crumb is the current page. */
export function Breadcrumb({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <Nav aria-label="頁面路徑">
      <ol>
        {crumbs.map((crumb, i) => (
          <Fragment key={crumb.label}>
            {i > 0 && <li aria-hidden="true">›</li>}
            <li>{crumb.to ? <Link to={crumb.to}>{crumb.label}</Link> : <span aria-current="page">{crumb.label}</span>}</li>
          </Fragment>
        ))}
      </ol>
    </Nav>
  );
}
