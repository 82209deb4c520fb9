import styled from 'styled-components';
import { ntd, priceRanges } from '@joy/contract';
import { formatNumber } from '@joy/ui';
import { CheckGrid, Fieldset } from './fieldset';

/** Two columns: the ranges' labels are longer than a tag's. */
const PriceGrid = styled(CheckGrid)`
  grid-template-columns: repeat(2, minmax(0, 1fr));
`;

type Range = { price_min: number | null; price_max: number | null };

/** What a price range reads as on a chip: one of the offered ranges, or NT$a–b. */
export function priceLabel({ price_min: min, price_max: max }: Range): string {
  const offered = priceRanges.find((r) => r.min === min && r.max === max);
  if (offered) return offered.label;
  if (min !== null && max !== null) return `${ntd(min)}–${formatNumber(max)}`;
  return min !== null ? `${ntd(min)} 以上` : `${ntd(max ?? 0)} 以下`;
}

/** 每人預算: 不限 or one of the price ranges per person, as radio buttons. */
export function PriceFields({ value, onChange }: { value: Range; onChange: (next: Range) => void }) {
  const none = value.price_min === null && value.price_max === null;
  return (
    <Fieldset>
      <legend>每人預算</legend>
      <PriceGrid role="radiogroup" aria-label="每人預算">
        <label>
          <input type="radio" name="price" checked={none} onChange={() => onChange({ price_min: null, price_max: null })} />
          不限
        </label>
        {priceRanges.map((range) => (
          <label key={range.label}>
            <input
              type="radio"
              name="price"
              checked={value.price_min === range.min && value.price_max === range.max}
              onChange={() => onChange({ price_min: range.min, price_max: range.max })}
            />
            {range.label}
          </label>
        ))}
      </PriceGrid>
    </Fieldset>
  );
}
