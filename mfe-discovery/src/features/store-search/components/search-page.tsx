import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Page } from '@joy/ui';
import { Chip, ChipRow } from '../../../components/chip';
import { useStoreSearch } from '../api/search-stores';
import { emptyStoreQuery, toFilterBody } from '../stores/filter-query';
import { useSearchHistory } from '../stores/use-search-history';
import { StoreResults } from './store-results';
import { SearchBox } from './search-box';
import { usePopularSearches } from '../api/suggest';
import { TableFinder } from '../../../components/table-finder';

const FinderBox = styled.div`
  margin-bottom: 20px;
`;

const HistoryHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  h2 { margin: 0 0 10px; font-size: 1.1rem; }
`;

/** Keywords as a list of chips; pressing one searches it (history and 熱門搜尋). */
function KeywordChips({ words, onPick }: { words: string[]; onPick: (word: string) => void }) {
  return (
    <ChipRow as="ul" style={{ listStyle: 'none', padding: 0, margin: '0 0 20px' }}>
      {words.map((word) => (
        <li key={word}>
          <Chip type="button" onClick={() => onPick(word)}>
            {word}
          </Chip>
        </li>
      ))}
    </ChipRow>
  );
}

function Results({ keyword }: { keyword: string }) {
  const filter = useMemo(() => toFilterBody({ ...emptyStoreQuery, keyword }), [keyword]);
  return <StoreResults result={useStoreSearch(filter)} />;
}

/** /search: keyword search over stores, with the recent keywords kept on this device. */
export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const keyword = (params.get('keyword') ?? '').trim();
  const [text, setText] = useState(keyword);
  const { history, add, clear } = useSearchHistory();
  const popular = usePopularSearches();

  const search = (word: string) => {
    const value = word.trim();
    setText(value);
    if (!value) return;
    add(value);
    const next = new URLSearchParams(params);
    next.set('keyword', value);
    setParams(next);
  };

  return (
    <Page>
      <h1>搜尋</h1>
      <SearchBox value={text} onChange={setText} onSearch={search} />
      <FinderBox>
        <TableFinder keyword={keyword} title={keyword ? `找「${keyword}」的空位` : '找空位'} />
      </FinderBox>
      {history.length > 0 && (
        <section aria-labelledby="history-title">
          <HistoryHead>
            <h2 id="history-title">搜尋紀錄</h2>
            <Button type="button" $variant="ghost" onClick={clear} aria-label="清除搜尋紀錄">
              清除
            </Button>
          </HistoryHead>
          <KeywordChips words={history} onPick={search} />
        </section>
      )}
      {!keyword && popular.data && popular.data.keywords.length > 0 && (
        <section aria-labelledby="popular-title">
          <h2 id="popular-title" style={{ margin: '0 0 10px', fontSize: '1.1rem' }}>
            熱門搜尋
          </h2>
          <KeywordChips words={popular.data.keywords} onPick={search} />
        </section>
      )}
      {keyword && (
        <section aria-label={`「${keyword}」的搜尋結果`}>
          <Results keyword={keyword} />
        </section>
      )}
    </Page>
  );
}
