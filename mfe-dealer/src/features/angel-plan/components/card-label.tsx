import type { CreditCard } from '@joy/contract';

/** §9 card type by first digit: 4 Visa, 5 Master. */
const brand = { visa: 'Visa', master: 'Master', other: '信用卡' } as const;

export function CardLabel({ card }: { card: CreditCard }) {
  return (
    <span>
      {brand[card.icon]} •••• {card.last_four}
      {card.is_default && '（預設）'}
    </span>
  );
}
