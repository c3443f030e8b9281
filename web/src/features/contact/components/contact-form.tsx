import { fieldErrors } from '@breachwatch/core/schemas/common';
import { CONTACT_MESSAGE_MAX, contactSchema, isHoneypotFilled } from '@breachwatch/core/schemas/contact';
import { DEFAULT_CONTACT_SUBJECT, MAIL_FALLBACK_DELAY_MS } from '@breachwatch/core/schemas/constants';
import { MESSAGES } from '@breachwatch/core/schemas/messages';
import { CheckCircle2, Send, TriangleAlert } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { useSendContact } from '../api/send-contact';
import { contactMailto, openMailApp as defaultOpenMailApp } from '../lib/mailto';
import { TextField } from '../../../components/ui/text-field';
import { EvidenceUpload } from '../../../components/evidence/evidence-upload';
import { EmailAddress } from '../../../components/ui/email-address';
import { VerifiedRecordChoice } from './verified-record-choice';

export type ContactStatus = 'idle' | 'sending' | 'success' | 'error';
type Values = { name: string; email: string; subject: string; message: string; website: string };
type Field = keyof Omit<Values, 'website'>;

export interface ContactFormProps {
  /** Where the mail-app fallback writes to (the configured contact address). */
  contactEmail: string;
  initialSubject?: string;
  /** Opens the person's mail app; tests pass a spy. The form is keyed by the preset subject, so it is read once. */
  openMailApp?: (url: string) => void;
  /**
   * The address this browser's verified owner session proved (ADR 0298): it fills in an empty
   * Email field once it is known, and offers to tell the team which record was verified.
   */
  verifiedEmail?: string | null;
}

const FIELD_ORDER: Field[] = ['name', 'email', 'subject', 'message'];

export function ContactForm({
  contactEmail,
  initialSubject = '',
  openMailApp = defaultOpenMailApp,
  verifiedEmail = null,
}: ContactFormProps) {
  const empty: Values = { name: '', email: verifiedEmail ?? '', subject: initialSubject, message: '', website: '' };
  const [values, setValues] = useState<Values>(empty);
  // Ticked by default: the person came from their verified report and writes from that address.
  const [shareRecord, setShareRecord] = useState(true);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [status, setStatus] = useState<ContactStatus>('idle');
  const [successMessage, setSuccessMessage] = useState('');
  // What was sent, so the thanks can name the address we will reply to, and a mistyped address
  // can be corrected without typing the message again.
  const [sent, setSent] = useState<Values | undefined>();
  const correctingEmail = useRef(false);
  const [evidenceToken, setEvidenceToken] = useState<string | undefined>();
  // The upload token of the message being corrected, while "Correct it" is under way.
  const [correcting, setCorrecting] = useState<string | undefined>();
  const send = useSendContact();
  const fallbackTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const formRef = useRef<HTMLFormElement>(null);
  const confirmationRef = useRef<HTMLDivElement>(null);
  const statusId = useId();

  useEffect(() => () => clearTimeout(fallbackTimer.current), []);

  // The session is asked for after the form is on screen: its address fills the field once, and
  // only if nothing was typed there yet.
  const prefilled = useRef(false);
  useEffect(() => {
    if (!verifiedEmail || prefilled.current) return;
    prefilled.current = true;
    setValues((v) => (v.email === '' ? { ...v, email: verifiedEmail } : v));
  }, [verifiedEmail]);
  // Compared as the server compares it: another address proves nothing, so nothing is offered.
  const fromVerified = verifiedEmail !== null && values.email.trim().toLowerCase() === verifiedEmail;

  // The form is replaced by the confirmation: focus moves to it (not to the body) and it is
  // scrolled clear of the fixed top bar, so a phone shows the thanks, not only its button.
  useEffect(() => {
    if (status !== 'success') return;
    const box = confirmationRef.current;
    if (!box) return;
    box.focus({ preventScroll: true });
    box.scrollIntoView?.({ block: 'start' });
  }, [status]);

  // Back from the thanks to correct the address: the form holds what was sent, the email field has focus.
  useEffect(() => {
    if (status !== 'idle' || !correctingEmail.current) return;
    correctingEmail.current = false;
    formRef.current?.querySelector<HTMLElement>('[name="email"]')?.focus();
  }, [status]);

  const correctEmail = () => {
    if (sent) setValues(sent);
    correctingEmail.current = true;
    // Sent back with the corrected message: the server corrects the message just sent rather
    // than keeping it beside a second one, with the wrong address still in it.
    setCorrecting(evidenceToken);
    setStatus('idle');
  };
  const sendAnother = () => {
    setCorrecting(undefined);
    setStatus('idle');
  };

  const update = (field: keyof Values) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (field !== 'website' && errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (status === 'sending') return;
    clearTimeout(fallbackTimer.current);
    const parsed = contactSchema.safeParse(values);
    if (!parsed.success) {
      const found = fieldErrors(parsed.error) as Partial<Record<Field, string>>;
      setErrors(found);
      setStatus('idle');
      const first = FIELD_ORDER.find((f) => found[f]);
      if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    // A bot filled the field people never see: it gets the usual thanks and nothing is sent.
    if (isHoneypotFilled(values)) {
      setSuccessMessage(MESSAGES.contact.sent);
      setSent(undefined);
      setStatus('success');
      return;
    }
    setStatus('sending');
    try {
      // Only a yes is sent: which record, and whether it was verified, the server reads from the session.
      const data = fromVerified && shareRecord ? { ...parsed.data, shareVerifiedRecord: true } : parsed.data;
      const result = await send.mutateAsync(correcting ? { ...data, correcting } : data);
      setCorrecting(undefined);
      setSuccessMessage(result.message || MESSAGES.contact.sent);
      setEvidenceToken(result.evidenceToken);
      setSent({ ...values, ...parsed.data, subject: values.subject });
      setStatus('success');
      setValues(empty);
    } catch {
      // Whatever failed, the person still reaches us: their mail app opens with the message
      // they typed, and the form keeps it too.
      setStatus('error');
      const url = contactMailto(contactEmail, parsed.data);
      fallbackTimer.current = setTimeout(() => openMailApp(url), MAIL_FALLBACK_DELAY_MS);
    }
  };

  if (status === 'success') {
    return (
      <div
        ref={confirmationRef}
        role="status"
        tabIndex={-1}
        className="scroll-mt-24 rounded-2xl border border-emerald-200 bg-emerald-50 p-4 text-emerald-900 focus:outline-2 focus:outline-offset-2 focus:outline-emerald-700 sm:p-6"
      >
        <div className="flex items-start gap-3">
          <CheckCircle2 className="mt-0.5 size-6 shrink-0 text-emerald-700" aria-hidden="true" />
          <div className="min-w-0 flex-1">
            <p className="font-semibold">{successMessage}</p>
            {sent ? (
              <p className="mt-1 text-sm">
                We will reply to{' '}
                <strong>
                  <EmailAddress address={sent.email} />
                </strong>
                , usually within 24 hours.
              </p>
            ) : (
              <p className="mt-1 text-sm">We reply by email, usually within 24 hours.</p>
            )}
          </div>
        </div>
        {/* The upload and the way on take the box's full width, not the column beside the icon:
            on a phone that column left the file picker about half the screen. */}
        {evidenceToken && <EvidenceUpload token={evidenceToken} />}
        <div className="mt-4 flex flex-wrap gap-3">
          <Button variant="secondary" size="sm" onClick={sendAnother}>
            Send another message
          </Button>
          {sent && (
            <Button variant="secondary" size="sm" onClick={correctEmail}>
              Wrong address? Correct it
            </Button>
          )}
        </div>
      </div>
    );
  }

  const sending = status === 'sending';
  return (
    <form ref={formRef} onSubmit={(e) => void submit(e)} noValidate aria-describedby={statusId} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Full name"
          name="name"
          autoComplete="name"
          value={values.name}
          onChange={update('name')}
          error={errors.name}
          required
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={update('email')}
          error={errors.email}
          required
        />
      </div>
      {verifiedEmail !== null && <VerifiedRecordChoice fromVerified={fromVerified} share={shareRecord} onShareChange={setShareRecord} />}
      <TextField
        label="Subject"
        name="subject"
        hint="Optional"
        placeholder={DEFAULT_CONTACT_SUBJECT}
        value={values.subject}
        onChange={update('subject')}
        error={errors.subject}
      />
      <TextField
        label="Message"
        name="message"
        multiline
        value={values.message}
        onChange={update('message')}
        error={errors.message}
        countLimit={CONTACT_MESSAGE_MAX}
        required
      />

      {/* Honeypot: off-screen and out of the tab order, so only bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label>
          Website
          <input
            type="text"
            name="website"
            tabIndex={-1}
            autoComplete="off"
            value={values.website}
            onChange={(e) => update('website')(e.target.value)}
          />
        </label>
      </div>

      <div id={statusId} aria-live="polite">
        {status === 'error' && (
          <div role="alert" className="flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
            <TriangleAlert className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
            <div>
              <p className="font-semibold">{MESSAGES.contact.fallback}</p>
              <p className="mt-1 text-sm">
                If nothing opens, write to{' '}
                <a className="font-semibold underline" href={`mailto:${contactEmail}`}>
                  <EmailAddress address={contactEmail} />
                </a>
                . Your message is still in the form above.
              </p>
            </div>
          </div>
        )}
      </div>

      <Button type="submit" size="lg" pending={sending} className="w-full sm:w-auto">
        <Send className="size-4" aria-hidden="true" />
        {sending ? 'Sending…' : 'Send Message'}
      </Button>
    </form>
  );
}
