import { useDeferredValue, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Page, media } from '@joy/ui';
import { allArticles, type PlatformTab } from '../../../content/catalogue';
import { createSearch } from '../lib/search';
import { CategoryGrid } from './category-grid';
import { CommonIssues } from './common-issues';
import { ContactPrompt } from './contact-prompt';
import { useHelpLinks } from '../../../components/help-links';
import { PlatformTabs, panelId, tabId } from './platform-tabs';
import { SearchBox } from './search-box';
import { SearchResults } from './search-results';

const search = createSearch(allArticles);
const TABS_ID = 'help-platform';

const Hero = styled.div`
  margin: -16px -16px 0;
  padding: 24px 16px;
  background: ${({ theme }) => theme.color.primarySoft};
  h1 { margin: 0; font-size: 1.5rem; }
  p { margin: 4px 0 0; color: ${({ theme }) => theme.color.muted}; }
  ${media.tablet} { margin: 0; border-radius: ${({ theme }) => theme.radius}; padding: 40px 32px; h1 { font-size: 2rem; } }
`;

const isTab = (value: string | null): value is PlatformTab => value === 'app' || value === 'web';

/**
 * The help centre home: search, then either the results or the App / 網頁 tabs over the
 * common issues and categories. Query and tab are mirrored into the URL (replace, not push),
 * so coming back from an article restores them; the input itself stays local state so
 * Chinese IME composition is never interrupted by a navigation.
 */
export function HelpHome() {
  const { inApp } = useHelpLinks();
  const [params, setParams] = useSearchParams();
  const [query, setQuery] = useState(() => params.get('q') ?? '');
  const [tab, setTab] = useState<PlatformTab>(() => {
    const fromUrl = params.get('platform');
    return isTab(fromUrl) ? fromUrl : inApp ? 'app' : 'web';
  });
  const deferredQuery = useDeferredValue(query);
  const results = useMemo(() => search(deferredQuery), [deferredQuery]);

  const remember = (key: string, value: string) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );

  return (
    <Page>
      <Hero>
        <h1>幫助中心</h1>
        <p>嗨！有什麼可以幫您？搜尋或從下方分類找答案。</p>
        <SearchBox
          value={query}
          onChange={(value) => {
            setQuery(value);
            remember('q', value.trim() ? value : '');
          }}
        />
      </Hero>
      {deferredQuery.trim() ? (
        <SearchResults results={results} />
      ) : (
        <>
          <PlatformTabs
            idPrefix={TABS_ID}
            value={tab}
            onChange={(next) => {
              setTab(next);
              remember('platform', next);
            }}
          />
          <div role="tabpanel" id={panelId(TABS_ID)} aria-labelledby={tabId(TABS_ID, tab)} tabIndex={0}>
            <CommonIssues tab={tab} />
            <CategoryGrid tab={tab} />
          </div>
        </>
      )}
      <ContactPrompt />
    </Page>
  );
}
