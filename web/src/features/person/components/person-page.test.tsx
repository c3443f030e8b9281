import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { disclosurePromise } from '@breachwatch/core/disclosure/promise';
import { PersonPage } from './person-page';
import { jsonResponse, renderAt } from '../../../testing/render-route';
import { personFixture } from '../test/person-fixture';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
const open = (verify?: (id: string) => React.ReactNode) => renderAt(<PersonPage verify={verify} />, '/people/p1', '/people/:id');
const answerWith = (person: ReturnType<typeof personFixture>) =>
  fetchMock.mockImplementationOnce(async () => jsonResponse({ ok: true, person }));

describe('PersonPage', () => {
  it('shows what the record holds as the server disclosed it: values, hints and kinds', async () => {
    answerWith(personFixture());
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Jane Q Public' })).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/people/p1');
    const identity = screen.getByRole('region', { name: 'Identity Overview' });
    expect(within(identity).getByText('1984')).toBeInTheDocument();
    expect(within(identity).getByText('41')).toBeInTheDocument();
    // Hidden values are named, never shown.
    const ssnRow = within(identity).getByText('Social Security number').nextElementSibling!;
    expect(ssnRow).toHaveTextContent('In the leak, not shown here');
    const contact = screen.getByRole('region', { name: 'Contact' });
    expect(within(contact).getByText('j***@e***.com')).toBeInTheDocument();
    expect(within(contact).getByText('Phone number').nextElementSibling).toHaveTextContent('In the leak, not shown here');
    const address = screen.getByRole('region', { name: 'Addresses' });
    expect(within(address).getByText('Springfield')).toBeInTheDocument();
    expect(within(address).getByText('Street address').nextElementSibling).toHaveTextContent('In the leak, not shown here');
    expect(screen.getByRole('region', { name: 'Work Information' })).toHaveTextContent('In the leak, not shown here');
  });

  it('names in the banner every kind that leaked, not only contact details', async () => {
    answerWith(personFixture());
    open();
    const banner = (await screen.findByText('Exposure detected')).parentElement!;
    expect(banner).toHaveTextContent('What leaked for this person: SSN, Date of birth, Email, Phone, Address, Employment.');
    expect(banner).not.toHaveTextContent(/Contact details or an address/);
  });

  it('opens the recovery plan for this record in one tap', async () => {
    answerWith(personFixture());
    open();
    expect(await screen.findByRole('link', { name: 'Start your recovery plan' })).toHaveAttribute('href', '/recovery-plan/p1');
  });

  it('says exactly what the page shows', async () => {
    answerWith(personFixture());
    open();
    expect(await screen.findByText(disclosurePromise('anonymous'))).toBeInTheDocument();
    expect(screen.queryByText(/Every value below is masked/)).not.toBeInTheDocument();
  });

  it('explains where the data came from, with each leak source and its host as plain text', async () => {
    answerWith(personFixture());
    open();
    const sources = await screen.findByRole('region', { name: 'Where this data likely came from' });
    expect(within(sources).getByText('These details most likely come from an HR export of a former employer.')).toBeInTheDocument();
    expect(within(sources).getByText('Acme HR export')).toBeInTheDocument();
    expect(within(sources).getByText('Medium credibility')).toBeInTheDocument();
    expect(within(sources).getByText('HR system')).toBeInTheDocument();
    expect(within(sources).getByText('Found 03/14/2025')).toBeInTheDocument();
    expect(within(sources).getByText('hxxps://leaks[.]example').closest('a')).toBeNull();
  });

  it('shows the one risk level, what raised it, and five steps linking to /contact and /donate', async () => {
    answerWith(personFixture());
    open();
    const risk = await screen.findByRole('region', { name: 'Risk assessment and recommended actions' });
    expect(within(risk).getByText('High risk')).toBeInTheDocument();
    expect(within(risk).getByText(/^High risk because the leaked record includes your Social Security number/)).toBeInTheDocument();
    expect(within(risk).getByText('80')).toBeInTheDocument();
    expect(within(risk).getByText(/60 or more is high/)).toBeInTheDocument();
    expect(
      within(risk)
        .getAllByRole('listitem')
        .filter((li) => li.closest('ol')),
    ).toHaveLength(5);
    const hrefs = within(risk)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(expect.arrayContaining(['/contact', '/donate']));
  });

  it('recommends the steps for what leaked: no credit freeze when only a town and an email leaked', async () => {
    answerWith(personFixture({ dataClasses: ['email', 'address'] }));
    const first = open();
    let risk = await screen.findByRole('region', { name: 'Risk assessment and recommended actions' });
    expect(risk).not.toHaveTextContent(/freeze/i);
    expect(within(risk).getAllByRole('listitem')[0]).toHaveTextContent(/^Lock down your email account\./);
    first.unmount();
    answerWith(personFixture());
    open();
    risk = await screen.findByRole('region', { name: 'Risk assessment and recommended actions' });
    expect(within(risk).getAllByRole('listitem')[0]).toHaveTextContent(/^Freeze your credit at Equifax, Experian and TransUnion\./);
    expect(risk).toHaveTextContent('Get an IRS Identity Protection PIN.');
  });

  it('shows the red "Exposure detected" banner when the server says so, and not otherwise', async () => {
    answerWith(personFixture());
    const first = open();
    expect(await screen.findByText('Exposure detected')).toBeInTheDocument();
    first.unmount();
    answerWith(personFixture({ exposureDetected: false }));
    open();
    await screen.findByRole('heading', { level: 1, name: 'Jane Q Public' });
    expect(screen.queryByText('Exposure detected')).not.toBeInTheDocument();
  });

  it('offers the record’s owner what the app composes in, for this record', async () => {
    answerWith(personFixture());
    open((id) => <p>verify {id}</p>);
    expect(await screen.findByText('verify p1')).toBeInTheDocument();
  });

  it.each([
    [() => jsonResponse({ ok: false, error: 'Not found' }, 404), 'Not found'],
    [() => jsonResponse({ ok: false, error: 'Database unavailable' }, 503), 'Database unavailable'],
    [() => new Response('<html>', { status: 502 }), 'Failed to load'],
  ])('shows load errors in a red box (%#)', async (response, message) => {
    fetchMock.mockImplementationOnce(async () => response());
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('treats an answer that breaks the disclosure policy as a failed load', async () => {
    const person = personFixture();
    const leaky = {
      ...person,
      sections: [{ section: 'identity', title: 'Identity', facts: [{ field: 'ssn', label: 'SSN', shown: 'value', value: '912-34-5678' }] }],
    };
    fetchMock.mockImplementationOnce(async () => jsonResponse({ ok: true, person: leaky }));
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load');
    expect(screen.queryByText('912-34-5678')).not.toBeInTheDocument();
  });

  it('renders imported text that looks like HTML as text', async () => {
    const evil = '<img src=x onerror=alert(1)>';
    answerWith(personFixture({ name: evil, narrative: '<script>alert(1)</script>' }));
    const { container } = open();
    expect(await screen.findByRole('heading', { level: 1, name: evil })).toBeInTheDocument();
    expect(screen.getByText('<script>alert(1)</script>')).toBeInTheDocument();
    expect(container.querySelector('img, script')).toBeNull();
  });
});
