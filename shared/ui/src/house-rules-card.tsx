import styled from 'styled-components';
import { houseRulesLines, type HouseRules } from '@joy/contract';

const Box = styled.section`
  padding: 12px 14px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: 8px;
  background: ${({ theme }) => theme.color.surface};
  line-height: 1.7;
  h2, h3 { margin: 0 0 6px; font-size: 1rem; }
  ul { margin: 0; padding-left: 1.2em; }
  ul ul { padding-left: 1em; color: ${({ theme }) => theme.color.muted}; font-size: 0.92em; }
  li { overflow-wrap: anywhere; }
`;

export interface HouseRulesCardProps {
  rules: HouseRules;
  /** The booking date (YYYY-MM-DD): that day's deposit policy and holiday rule only. */
  date?: string;
  /** The heading's level: 2 on the store page, 3 inside a step (the confirm step). */
  level?: 2 | 3;
  /** The heading's id (the section is labelled by it); unique on the page. */
  id?: string;
}

/**
 * 訂位須知: the store's house rules in plain zh-TW (houseRulesLines of @joy/contract), as the
 * store page and the booking's confirm step show them — time limit, minimum spend, service
 * charge, late hold, deposit with its refund tiers, cake and corkage, pets, children, holidays.
 */
export function HouseRulesCard({ rules, date, level = 2, id = 'house-rules-title' }: HouseRulesCardProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <Box aria-labelledby={id}>
      <Heading id={id}>訂位須知</Heading>
      <ul>
        {houseRulesLines(rules, date).map((line, i) => (
          <li key={`${line.topic}-${i}`}>
            <span>{line.text}</span>
            {line.details?.length ? (
              <ul>
                {line.details.map((d) => (
                  <li key={d}>{d}</li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </Box>
  );
}
