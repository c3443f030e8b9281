import { beforeEach, describe, expect, it, vi } from 'vitest';
import { oneWordAloneNote, PUBLIC_MATCH_CAP, TOO_MANY_MATCHES_NOTE } from '@breachwatch/core';
import { screen } from '@testing-library/react';
import { PeopleSearchPanel } from './people-search-panel';
import { jsonResponse, renderAt } from '../../../testing/render-route';
import { searchResponse } from '../test/search-fixtures';

// What the page advises under "No matches found." (ADR 0286). Every word of a search must match,
// so for a search that found no one a place, a first name or any other word added only narrows
// it: the advice is the spelling, fewer words and another kind of search. Adding a first name or
// a place is advice for a search that matched too many people to list.

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

async function searchFindingNobody(q: string, notes: string[] = []) {
  fetchMock.mockResolvedValueOnce(jsonResponse(searchResponse(q, [], 0, notes)));
  renderAt(<PeopleSearchPanel />, `/breach-check?q=${encodeURIComponent(q)}`, '/breach-check');
  await screen.findByText('No matches found.');
  return document.body.textContent ?? '';
}

describe('the advice under "No matches found."', () => {
  it('to a surname alone that found no one: check the spelling or search another way, never add a place', async () => {
    const page = await searchFindingNobody('Zyxqowski', [oneWordAloneNote('Zyxqowski')]);
    expect(screen.getByText(/^Check the spelling\./)).toBeInTheDocument();
    expect(screen.getByText(/^Search another way: your whole email address/)).toBeInTheDocument();
    expect(screen.getByText(/It does not mean your information is safe/)).toBeInTheDocument();
    // One word already: "fewer words" has nothing to say.
    expect(screen.queryByText(/^Use fewer words/)).not.toBeInTheDocument();
    // Nothing tells them to add a place or more of the name to a search that found no one.
    expect(page).not.toMatch(/add your (first name|city|name to it)|ZIP code to narrow|Springfield/i);
  });

  it('to several words that found no one: also says each word only narrows', async () => {
    await searchFindingNobody('Zyxq Quillfeather Springfield');
    expect(screen.getByText(/^Use fewer words: every word you type must match/)).toBeInTheDocument();
    expect(screen.getByText(/^Check the spelling\./)).toBeInTheDocument();
  });

  it('keeps "add a first name or a place" for a search that matched too many to list', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(searchResponse('Smith', [], PUBLIC_MATCH_CAP, [TOO_MANY_MATCHES_NOTE], true)));
    renderAt(<PeopleSearchPanel />, '/breach-check?q=Smith', '/breach-check');
    expect(await screen.findByText(/^Add your first name, your city or your ZIP code/)).toBeInTheDocument();
    expect(screen.queryByText(/^Check the spelling\./)).not.toBeInTheDocument();
  });
});
