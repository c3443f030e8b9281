import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { hydrateAt, typeIntoMarkup } from '../../testing/hydrate-route';
import { TextField } from './text-field';

/** A form as the contact and alerts pages build it: the state decides whether it can be sent. */
function Form() {
  const [name, setName] = useState('');
  const [message, setMessage] = useState('');
  return (
    <form>
      <TextField label="Full name" name="name" value={name} onChange={setName} />
      <TextField label="Message" name="message" value={message} onChange={setMessage} multiline />
      <button type="submit" disabled={name === '' || message === ''}>
        Send
      </button>
    </form>
  );
}

describe('TextField', () => {
  it('takes up what was typed into the server-rendered page before it hydrated', async () => {
    const page = await hydrateAt(<Form />, '/contact', '/contact', (html) => {
      typeIntoMarkup(html.querySelector('input[name="name"]'), 'Robin Case');
      typeIntoMarkup(html.querySelector('textarea[name="message"]'), 'Someone opened a card in my name.');
    });
    try {
      expect(screen.getByLabelText('Full name')).toHaveValue('Robin Case');
      expect(screen.getByLabelText('Message')).toHaveValue('Someone opened a card in my name.');
      expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    } finally {
      page.unmount();
    }
  });

  it('leaves an untouched field as rendered', async () => {
    const page = await hydrateAt(<Form />, '/contact', '/contact', () => {});
    try {
      expect(screen.getByLabelText('Full name')).toHaveValue('');
      expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    } finally {
      page.unmount();
    }
  });
});
