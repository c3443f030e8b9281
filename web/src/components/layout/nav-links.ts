// One list of destinations for the top bar, the mobile menu and the footer, so they never drift apart.
export interface NavLinkItem {
  label: string;
  to: string;
}

export const mainNav: NavLinkItem[] = [
  { label: 'Home', to: '/' },
  { label: 'Check Breach', to: '/breach-check' },
  { label: 'Services', to: '/services' },
  { label: 'FAQ', to: '/faq' },
  { label: 'About', to: '/about' },
  { label: 'Terms', to: '/terms' },
  { label: 'Contact Support', to: '/contact' },
  // The contact page reads ?subject=incident and preselects the incident subject.
  { label: 'Report an Incident', to: '/contact?subject=incident' },
  { label: 'Donate', to: '/donate' },
];

export const footerGroups: { title: string; links: NavLinkItem[] }[] = [
  {
    title: 'Product',
    links: [
      { label: 'Exposure Scan', to: '/breach-check?tab=scan' },
      { label: 'Breach Alerts', to: '/alerts' },
      { label: 'Services', to: '/services' },
      { label: 'Reviews', to: '/reviews' },
      { label: 'Donate', to: '/donate' },
    ],
  },
  {
    title: 'Support',
    links: [
      { label: 'Contact Support', to: '/contact' },
      { label: 'Report an Incident', to: '/contact?subject=incident' },
      { label: 'FAQ', to: '/faq' },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'Home', to: '/' },
      { label: 'About', to: '/about' },
      { label: 'Terms', to: '/terms' },
    ],
  },
];

/**
 * The `to` of the link that represents the current page, or undefined. Two links share
 * /contact and differ only by query, so the one whose query matches wins, then the bare path.
 */
export function currentNavTarget(links: NavLinkItem[], pathname: string, search: string): string | undefined {
  const path = pathname.replace(/\/+$/, '').toLowerCase() || '/';
  const samePath = links.filter((l) => l.to.split('?')[0]!.toLowerCase() === path);
  const exact = samePath.find((l) => (l.to.includes('?') ? `?${l.to.split('?')[1]}` : '') === search);
  return (exact ?? samePath.find((l) => !l.to.includes('?')))?.to;
}
