import { Send } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { useReplyToThread } from '../api/reply-to-thread';
import { replyError } from '../lib/messages';

export function ReplyBox({ threadId, toEmail, mailConfigured }: { threadId: string; toEmail: string; mailConfigured: boolean }) {
  const [text, setText] = useState('');
  const reply = useReplyToThread(threadId);
  const [sent, setSent] = useState<string | null>(null);
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '' || reply.isPending) return;
    // The text is cleared only once the server has stored the reply: nothing typed is lost.
    setSent(null);
    reply.mutate(text, {
      onSuccess: ({ message }) => {
        setText('');
        setSent(
          message.deliveryStatus === 'sent'
            ? 'Reply sent.'
            : message.deliveryStatus === 'pending'
              ? 'Reply saved; sending it now.'
              : 'Reply saved, but not sent. You can retry it from the conversation.',
        );
      },
    });
  };

  return (
    <form onSubmit={submit} className="border-t border-slate-200 p-4">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        Reply to {toEmail}
      </label>
      <textarea
        id={id}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setSent(null);
        }}
        rows={4}
        className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus:outline-2 focus:outline-offset-1 focus:outline-indigo-600"
      />
      {!mailConfigured && (
        <p className="mt-1 text-sm text-amber-800">
          No mail server is configured: replies are kept here, marked as not sent, and can be sent later.
        </p>
      )}
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
        <div className="text-sm">
          <p role="alert" className="font-medium text-red-700">
            {reply.isError ? replyError(reply.error) : ''}
          </p>
          <p role="status" className="font-medium text-emerald-800">
            {sent}
          </p>
        </div>
        {/* aria-disabled, not disabled: the text empties once sent, and focus must stay here. */}
        <Button type="submit" pending={reply.isPending || text.trim() === ''}>
          <Send className="size-4" aria-hidden="true" />
          {reply.isPending ? 'Sending…' : 'Send reply'}
        </Button>
      </div>
    </form>
  );
}
