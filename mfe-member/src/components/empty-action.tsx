import { Link } from 'react-router-dom';
import { Button, Centered } from '@joy/ui';

/** An empty list that says so and offers the next step (e.g. 去逛逛餐廳 → /store). */
export function EmptyAction({ message, to, action }: { message: string; to?: string; action?: string }) {
  return (
    <Centered role="status">
      <span>{message}</span>
      {to && action && (
        <Button as={Link} to={to} $variant="ghost">
          {action}
        </Button>
      )}
    </Centered>
  );
}
