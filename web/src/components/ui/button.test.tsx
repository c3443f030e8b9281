import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';

function Saver({ onSubmit }: { onSubmit(): void }) {
  const [pending, setPending] = useState(false);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
        setPending(true);
      }}
    >
      <input aria-label="Name" />
      <Button type="submit" pending={pending}>
        Save
      </Button>
    </form>
  );
}

describe('Button', () => {
  it('keeps focus while pending, and ignores clicks and Enter until it is done', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Saver onSubmit={onSubmit} />);
    const button = screen.getByRole('button', { name: 'Save' });
    await user.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toHaveAttribute('disabled');
    expect(button).toHaveFocus();

    await user.click(button);
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('textbox', { name: 'Name' }));
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('treats aria-disabled like pending', async () => {
    const onClick = vi.fn();
    render(
      <Button aria-disabled onClick={onClick}>
        Go
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(onClick).not.toHaveBeenCalled();
  });
});
