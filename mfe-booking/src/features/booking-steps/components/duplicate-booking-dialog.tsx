import styled from 'styled-components';
import { Button, Dialog } from '@joy/ui';

const Actions = styled.p`
  display: flex;
  gap: 12px;
  justify-content: flex-end;
  flex-wrap: wrap;
  margin: 16px 0 0;
`;

/**
 * The API's question when the diner already has a booking at this store within 2 hours
 * (「您已有 12/24 19:00 的訂位，仍要再訂嗎？」): 仍要訂位 books anyway, 取消 (or closing) books nothing.
 */
export function DuplicateBookingDialog({ question, sending, onBook, onCancel }: { question: string | null; sending: boolean; onBook: () => void; onCancel: () => void }) {
  return (
    <Dialog open={question !== null} title="已有相近的訂位" onClose={onCancel}>
      <p>{question}</p>
      <Actions>
        <Button type="button" $variant="ghost" onClick={onCancel}>
          取消
        </Button>
        <Button type="button" disabled={sending} onClick={onBook}>
          仍要訂位
        </Button>
      </Actions>
    </Dialog>
  );
}
