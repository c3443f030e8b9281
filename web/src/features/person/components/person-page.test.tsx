import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { PersonPage } from './person-page';
import { jsonResponse, renderAt } from '../../../testing/render-route';
import { personFixture } from '../test/person-fixture';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
const open = () => renderAt(<PersonPage />, '/people/p1', '/people/:id');
const answerWith = (person: ReturnType<typeof personFixture>) =>
  fetchMock.mockImplementationOnce(async () => jsonResponse({ ok: true, person }));
const noAddress = { street: null, city: null, state: null, zip: null, county: null, country: null };

describe('PersonPage', () => {
  it('shows every section of the person detail with masked values', async () => {
    answerWith(personFixture());
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Jane Q Public' })).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/people/p1');
    const identity = screen.getByRole('region', { name: 'Identity Overview' });
    for (const text of ['***-**-1234', '**/**/1984', 'D1*****34567', 'Springfield, IL 62704'])
      expect(within(identity).getByText(text)).toBeInTheDocument();
    const contact = screen.getByRole('region', { name: 'Contact' });
    expect(within(contact).getByText('jan...ic@example.com')).toBeInTheDocument();
    expect(within(contact).getByText('1 (217) ***-*555')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Addresses' })).getByText('*** Oak Street')).toBeInTheDocument();
    const work = screen.getByRole('region', { name: 'Work Information' });
    expect(within(work).getByText('j...e@acme.example')).toBeInTheDocument();
    expect(within(work).getByText('Nursing at Acme Health')).toBeInTheDocument();
  });

  it('explains where the data came from, with each leak source and its url as plain text', async () => {
    answerWith(personFixture());
    open();
    const sources = await screen.findByRole('region', { name: 'Where this data likely came from' });
    expect(within(sources).getByText('These details most likely come from an HR export of a former employer.')).toBeInTheDocument();
    expect(within(sources).getByText('Acme HR export')).toBeInTheDocument();
    expect(within(sources).getByText('Medium credibility')).toBeInTheDocument();
    expect(within(sources).getByText('HR system')).toBeInTheDocument();
    expect(within(sources).getByText('Found 03/14/2025')).toBeInTheDocument();
    expect(within(sources).getByText('hxxps://leaks[.]example/acme').closest('a')).toBeNull();
  });

  it('shows the risk score and level and five steps linking to /contact and /donate', async () => {
    answerWith(personFixture({ risk: { score: 40, level: 'medium', factors: ['Social Security number'] } }));
    open();
    const risk = await screen.findByRole('region', { name: 'Risk assessment and recommended actions' });
    expect(within(risk).getByText('Medium risk')).toBeInTheDocument();
    expect(within(risk).getByText('40')).toBeInTheDocument();
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

  it.each([
    ['an email', { contact: { emails: ['a...z@example.com'], phones: [] }, addresses: [] }],
    ['a phone', { contact: { emails: [], phones: ['(217) ***-*555'] }, addresses: [] }],
    ['an address', { contact: { emails: [], phones: [] }, addresses: [{ ...noAddress, city: 'Springfield' }] }],
  ])('shows the red "Exposure detected" banner when %s exists', async (_, overrides) => {
    answerWith(personFixture(overrides));
    open();
    expect(await screen.findByText('Exposure detected')).toBeInTheDocument();
  });

  it('shows no banner when there is no email, phone or address', async () => {
    answerWith(personFixture({ contact: { emails: [], phones: [] }, addresses: [noAddress], exposureDetected: false }));
    open();
    await screen.findByRole('heading', { level: 1, name: 'Jane Q Public' });
    expect(screen.queryByText('Exposure detected')).not.toBeInTheDocument();
    expect(screen.getByText('No email addresses found')).toBeInTheDocument();
    expect(screen.getByText('No addresses found')).toBeInTheDocument();
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

  it('renders imported text that looks like HTML as text', async () => {
    const evil = '<img src=x onerror=alert(1)>';
    answerWith(
      personFixture({
        name: evil,
        work: { workEmail: null, workArea: null, employer: '<script>alert(1)</script>', jobTitle: null, department: null },
      }),
    );
    const { container } = open();
    expect(await screen.findByRole('heading', { level: 1, name: evil })).toBeInTheDocument();
    expect(screen.getByText('<script>alert(1)</script>')).toBeInTheDocument();
    expect(container.querySelector('img, script')).toBeNull();
  });
});
