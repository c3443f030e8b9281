// Google Sheet links (spec §5 "Import"): people paste whatever the browser shows, an edit link
// or a published link; the import needs the CSV export of one tab. Pure string work, shared by
// the console (to show what will be fetched) and the server (which fetches it).

export const SHEETS_HOST = 'docs.google.com';

const EDIT_PATH = /^\/spreadsheets\/d\/([A-Za-z0-9_-]{10,})(?:\/|$)/;
const PUBLISHED_PATH = /^\/spreadsheets\/d\/e\/([A-Za-z0-9_-]{10,})(?:\/|$)/;

function parseLink(link: string): URL | undefined {
  const trimmed = link.trim();
  if (trimmed === '') return undefined;
  try {
    return new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`);
  } catch {
    return undefined;
  }
}

/** The tab id from ?gid= or #gid= (the browser puts it in the fragment); tab 0 when absent. */
function gidOf(url: URL): string {
  const fromQuery = url.searchParams.get('gid');
  const fromHash = /(?:^#|[#&])gid=(\d+)/.exec(url.hash)?.[1];
  const gid = fromHash ?? fromQuery ?? '0';
  return /^\d+$/.test(gid) ? gid : '0';
}

/** True for a docs.google.com spreadsheet link of either kind. */
export function isGoogleSheetLink(link: string): boolean {
  return toSheetCsvUrl(link) !== undefined;
}

/**
 * The CSV export link for an edit link (…/d/{id}/edit#gid=N) or a published link
 * (…/d/e/{id}/pubhtml?gid=N), or undefined when the text is not a Google Sheet link.
 * The result is canonical: rewriting it again returns it unchanged.
 */
export function toSheetCsvUrl(link: string): string | undefined {
  const url = parseLink(link);
  if (!url || url.hostname.toLowerCase() !== SHEETS_HOST) return undefined;
  const gid = gidOf(url);
  // Published links first: their path also matches the edit pattern (with id "e").
  const published = PUBLISHED_PATH.exec(url.pathname);
  if (published) return `https://${SHEETS_HOST}/spreadsheets/d/e/${published[1]}/pub?gid=${gid}&single=true&output=csv`;
  const edit = EDIT_PATH.exec(url.pathname);
  if (edit && edit[1] !== 'e') return `https://${SHEETS_HOST}/spreadsheets/d/${edit[1]}/export?format=csv&gid=${gid}`;
  return undefined;
}
