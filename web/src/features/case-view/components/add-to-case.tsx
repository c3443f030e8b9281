import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Send } from 'lucide-react';
import { caseMessageSchema } from '@breachwatch/core/schemas/inbox';
import { serverMessageOr } from '../../../lib/api-client';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { EvidenceUpload } from '../../../components/evidence/evidence-upload';
import { sendCaseMessage } from '../api/case-api';

// The case page's "Add something to your case" section: the form, and the thanks that replaces it.

/** A send that failed without a message of the server's (a timeout, no network). */
const SEND_FAILED = 'We could not send your message. Please try again in a minute.';

const linkClass =
  'rounded font-semibold text-indigo-800 underline underline-offset-4 hover:text-indigo-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700';

/**
 * Adding to the case goes through this page's private link (ADR 0233): the contact form proves
 * no one's address, so a message sent there always opens a new case, whatever its subject. A
 * resolved case is closed, and a new message opens a new case. A reply to our email goes to the
 * support address (its Reply-To), not into the case.
 */
export function AddToCase({ token, resolved, onSent }: { token: string | null; resolved: boolean; onSent: () => void }) {
  const [message, setMessage] = useState('');
  // What is wrong with the text goes with the text, and clears as it is edited. A refusal of the
  // server (the case's limit: when to write again) is not about the text: it stays until the next
  // send, or editing would erase the time to wait.
  const [error, setError] = useState<string | undefined>();
  const [refusal, setRefusal] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<{ text: string; evidenceToken: string } | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!token || sending) return;
    const parsed = caseMessageSchema.shape.message.safeParse(message);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    setRefusal(undefined);
    setSending(true);
    sendCaseMessage(token, parsed.data)
      .then(
        (result) => {
          setSent({ text: result.message, evidenceToken: result.evidenceToken });
          setMessage('');
          onSent();
        },
        (e: unknown) => setRefusal(serverMessageOr(e, SEND_FAILED)),
      )
      .finally(() => setSending(false));
  };

  return (
    <section aria-labelledby="case-add-heading" className="rounded-2xl border border-slate-200 bg-white p-6">
      <h2 id="case-add-heading" className="text-lg font-semibold text-slate-900">
        Add something to your case
      </h2>
      {resolved ? (
        <>
          <p className="mt-2 text-slate-800">
            This case is resolved. If you write to us again, we open a new case for your message, and you can add screenshots after you send
            it.
          </p>
          <p className="mt-3">
            <Link to="/contact" className={linkClass}>
              Go to the contact form
            </Link>
          </p>
        </>
      ) : sent ? (
        <MessageAdded text={sent.text} evidenceToken={sent.evidenceToken} onAnother={() => setSent(null)} onAttached={onSent} />
      ) : (
        <form onSubmit={submit} noValidate className="mt-2 space-y-3">
          <p className="text-slate-800">
            Write to us here to add a message to this case; you can add screenshots after you send it. Messages sent through the contact
            form start a new case.
          </p>
          <TextField
            label="Your message"
            name="message"
            multiline
            value={message}
            onChange={(value) => {
              setMessage(value);
              if (error) setError(undefined);
            }}
            error={error}
            required
          />
          {refusal && (
            <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-900">
              {refusal}
            </p>
          )}
          <Button type="submit" pending={sending}>
            <Send className="size-4" aria-hidden="true" />
            {sending ? 'Sending…' : 'Add to my case'}
          </Button>
          <p className="text-sm text-slate-700">
            You can also reply to our email. Your reply goes to our support address, but it is not added to this page.
          </p>
        </form>
      )}
    </section>
  );
}

/**
 * Replaces the form and its "Add to my case" button: focus moves here, not to the page's body,
 * and the box is scrolled clear of the fixed top bar. On a phone the shorter box left the
 * thanks under the bar, as the contact form's once did.
 */
function MessageAdded({
  text,
  evidenceToken,
  onAnother,
  onAttached,
}: {
  text: string;
  evidenceToken: string;
  onAnother: () => void;
  onAttached: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    box.focus({ preventScroll: true });
    box.scrollIntoView?.({ block: 'start' });
  }, []);
  return (
    <div
      ref={ref}
      role="status"
      tabIndex={-1}
      className="mt-3 scroll-mt-24 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-emerald-900 focus:outline-2 focus:outline-offset-2 focus:outline-emerald-700"
    >
      <p className="font-semibold">{text}</p>
      {/* The case's history above lists screenshots too: it is read again once one is attached. */}
      <EvidenceUpload token={evidenceToken} onAttached={onAttached} />
      <Button variant="secondary" size="sm" className="mt-4" onClick={onAnother}>
        Add another message
      </Button>
    </div>
  );
}
