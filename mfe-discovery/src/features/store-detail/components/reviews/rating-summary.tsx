import styled from 'styled-components';
import { rules } from '@joy/contract';
import { formatNumber, media } from '@joy/ui';
import type { StoreCommentSummary } from '../../api/get-store-comments';

const Wrap = styled.section`
  display: grid;
  gap: 16px;
  padding: 16px;
  margin-bottom: 8px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surface};
  ${media.tablet} { grid-template-columns: 140px minmax(0, 1fr) 160px; align-items: center; }
  h3 { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
`;

const Average = styled.p`
  margin: 0;
  text-align: center;
  strong { display: block; font-size: 2.5rem; line-height: 1.1; }
  span { display: block; color: ${({ theme }) => theme.color.muted}; font-size: 0.9rem; }
`;

const Bars = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li { display: grid; grid-template-columns: 3em minmax(0, 1fr) 4.5em; gap: 8px; align-items: center; font-size: 0.9rem; }
  li + li { margin-top: 4px; }
  li > span:last-child { color: ${({ theme }) => theme.color.muted}; text-align: right; }
`;

const Track = styled.span`
  display: block;
  height: 8px;
  border-radius: 4px;
  background: ${({ theme }) => theme.color.border};
  overflow: hidden;
  span { display: block; height: 100%; background: ${({ theme }) => theme.color.primary}; }
`;

const Subs = styled.dl`
  display: grid;
  grid-template-columns: auto auto;
  gap: 4px 12px;
  margin: 0;
  font-size: 0.9rem;
  dt { color: ${({ theme }) => theme.color.muted}; }
  dd { margin: 0; font-weight: 600; }
`;

const SUB_KEYS = ['food', 'service', 'ambience', 'value'] as const;

/** 評分摘要: the average, 5-to-1 bars (each with its words: 「5 星 62 則」) and the four sub-score averages. */
export function RatingSummary({ summary }: { summary: StoreCommentSummary }) {
  const most = Math.max(1, ...summary.histogram.map((h) => h.count));
  return (
    <Wrap aria-labelledby="rating-summary-title">
      <h3 id="rating-summary-title">評分摘要</h3>
      <Average>
        <strong aria-label={`平均 ${summary.average.toFixed(1)} 顆星`}>{summary.average.toFixed(1)}</strong>
        <span aria-hidden="true">{'★'.repeat(Math.round(summary.average)).padEnd(5, '☆')}</span>
        <span>{formatNumber(summary.count)} 則評論</span>
      </Average>
      <Bars aria-label="各星等評論數">
        {summary.histogram.map(({ score, count }) => (
          <li key={score}>
            <span>{score} 星</span>
            <Track aria-hidden="true">
              <span style={{ width: `${(count / most) * 100}%` }} />
            </Track>
            <span>{formatNumber(count)} 則</span>
          </li>
        ))}
      </Bars>
      <Subs aria-label="細項平均">
        {SUB_KEYS.map((key, i) => (
          <div key={key} style={{ display: 'contents' }}>
            <dt>{rules.COMMENT_SUB_SCORE_LABELS[i]}</dt>
            <dd>{summary.sub_scores[key].toFixed(1)}</dd>
          </div>
        ))}
      </Subs>
    </Wrap>
  );
}
