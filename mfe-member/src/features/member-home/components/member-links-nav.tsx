import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { memberLinkGroups, memberLinksFor, media } from '@joy/ui';

const Nav = styled.nav`
  margin-bottom: 24px;
  > h2 { font-size: 1.1rem; margin: 0 0 8px; }
  section + section { margin-top: 16px; }
  h3 { margin: 0 0 8px; font-size: 0.95rem; color: ${({ theme }) => theme.color.muted}; }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 8px;
    ${media.tablet} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
    ${media.desktop} { grid-template-columns: repeat(4, minmax(0, 1fr)); }
  }
  a {
    display: block;
    height: 100%;
    padding: 12px;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius};
    background: #fff;
    color: inherit;
    text-decoration: none;
  }
  a:hover { border-color: ${({ theme }) => theme.color.primary}; }
  a:focus-visible { outline: 3px solid ${({ theme }) => theme.color.primary}; outline-offset: 2px; }
  strong { display: block; color: ${({ theme }) => theme.color.primaryDark}; }
  small { display: block; margin-top: 2px; color: ${({ theme }) => theme.color.muted}; font-size: 0.8rem; line-height: 1.4; }
`;

/** Every member page, grouped (the table the avatar menu and the side menu list too); dealer pages for joy dealers. */
export function MemberLinksNav({ isDealer }: { isDealer: boolean }) {
  const links = memberLinksFor(isDealer);
  return (
    <Nav aria-labelledby="home-links-title">
      <h2 id="home-links-title">會員專區</h2>
      {memberLinkGroups.map(({ group, title }) => {
        const inGroup = links.filter((link) => link.group === group);
        if (inGroup.length === 0) return null;
        return (
          <section key={group} aria-labelledby={`home-links-${group}`}>
            <h3 id={`home-links-${group}`}>{title}</h3>
            <ul>
              {inGroup.map((link) => {
                const hintId = `home-link-hint${link.to.replace(/\W+/g, '-')}`;
                return (
                  <li key={link.to}>
                    {/* Named by its label; the hint is its description. */}
                    <Link to={link.to} aria-label={link.label} aria-describedby={hintId}>
                      <strong>{link.label}</strong>
                      <small id={hintId}>{link.hint}</small>
                    </Link>
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </Nav>
  );
}
