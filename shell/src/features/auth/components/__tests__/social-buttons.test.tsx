import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { RemoteRoot } from '@joy/ui';
import { SocialButtons } from '../social-buttons';

describe('social buttons', () => {
  it('share the row in equal columns that shrink and wrap, clear of the dialog edges', () => {
    render(
      <RemoteRoot>
        <MemoryRouter>
          <SocialButtons />
        </MemoryRouter>
      </RemoteRoot>,
    );
    const row = screen.getByRole('group', { name: '使用社群帳號登入' });
    expect(within(row).getAllByRole('button').map((b) => b.textContent)).toEqual(['Facebook', 'Google', 'Apple']);
    const style = getComputedStyle(row);
    expect(style.display).toBe('grid');
    expect(style.gridTemplateColumns).toBe('repeat(auto-fit, minmax(min(100%, 84px), 1fr))');
    expect(style.paddingLeft).toBe('4px');
    expect(style.paddingRight).toBe('4px');
    const button = getComputedStyle(within(row).getByRole('button', { name: 'Facebook' }));
    expect(button.minWidth).toBe('0');
  });
});
