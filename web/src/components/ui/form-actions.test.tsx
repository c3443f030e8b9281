import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SubmitAndCancel } from './form-actions';
import { FormError } from './form-error';

describe('SubmitAndCancel', () => {
  it('sends the form and offers the way back', async () => {
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    const onCancel = vi.fn();
    render(
      <form onSubmit={onSubmit}>
        <SubmitAndCancel submitLabel="Turn off" pending={false} cancelLabel="Keep it on" onCancel={onCancel} />
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Keep it on' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    // The way back never sends the form.
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('cannot be sent twice while the request runs, and says what it is doing', () => {
    render(<SubmitAndCancel submitLabel="Turn off" pendingLabel="Turning off…" pending onCancel={() => {}} />);
    // aria-disabled, not disabled: a focused button that turned disabled would drop focus.
    expect(screen.getByRole('button', { name: 'Turning off…' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });

  it('stays disabled until the form can be sent', () => {
    render(<SubmitAndCancel submitLabel="Make new codes" pending={false} disabled onCancel={() => {}} />);
    expect(screen.getByRole('button', { name: 'Make new codes' })).toHaveAttribute('aria-disabled', 'true');
  });
});

describe('FormError', () => {
  it('announces its message and can describe a field', () => {
    render(
      <>
        <input aria-label="Code" aria-describedby="code-error" />
        <FormError id="code-error">That code is not right.</FormError>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('That code is not right.');
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveAccessibleDescription('That code is not right.');
  });
});
