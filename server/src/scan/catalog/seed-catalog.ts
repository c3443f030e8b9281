// The compact breach catalog shipped for offline installs: the best-known public breaches,
// compiled by us from widely reported public facts (who, when, roughly how many accounts,
// what kinds of data). No descriptions or other text are copied from anywhere. Names match
// Have I Been Pwned's breach names, so a later `npm run catalog:sync` replaces each entry
// with the maintained record. Account numbers are rounded.

export interface SeedBreach {
  name: string;
  title: string;
  domain: string;
  breachDate: string;
  addedDate: string;
  accounts: number;
  dataClasses: string[];
  flags?: Partial<Record<'verified' | 'fabricated' | 'sensitive' | 'spamList' | 'malware' | 'retired', boolean>>;
}

const E = 'Email addresses';
const P = 'Passwords';
const U = 'Usernames';
const N = 'Names';
const PH = 'Phone numbers';
const A = 'Physical addresses';
const D = 'Dates of birth';
const G = 'Genders';
const L = 'Geographic locations';
const IP = 'IP addresses';

export const SEED_BREACHES: SeedBreach[] = [
  { name: 'Adobe', title: 'Adobe', domain: 'adobe.com', breachDate: '2013-10-04', addedDate: '2013-12-04', accounts: 152_000_000, dataClasses: [E, 'Password hints', P, U] },
  { name: 'LinkedIn', title: 'LinkedIn', domain: 'linkedin.com', breachDate: '2012-05-05', addedDate: '2016-05-21', accounts: 165_000_000, dataClasses: [E, P] },
  { name: 'LinkedInScrape2023', title: 'LinkedIn Scraped and Faked Data (2023)', domain: 'linkedin.com', breachDate: '2023-11-04', addedDate: '2023-11-07', accounts: 20_000_000, dataClasses: [E, G, L, 'Job titles', N], flags: { spamList: true } },
  { name: 'MySpace', title: 'MySpace', domain: 'myspace.com', breachDate: '2008-07-01', addedDate: '2016-05-31', accounts: 360_000_000, dataClasses: [E, P, U] },
  { name: 'Dropbox', title: 'Dropbox', domain: 'dropbox.com', breachDate: '2012-07-01', addedDate: '2016-08-31', accounts: 69_000_000, dataClasses: [E, P] },
  { name: 'Canva', title: 'Canva', domain: 'canva.com', breachDate: '2019-05-24', addedDate: '2019-08-09', accounts: 137_000_000, dataClasses: [E, L, N, P, U] },
  { name: 'Zynga', title: 'Zynga', domain: 'zynga.com', breachDate: '2019-09-01', addedDate: '2019-12-19', accounts: 173_000_000, dataClasses: [E, P, PH, U] },
  { name: 'Dubsmash', title: 'Dubsmash', domain: 'dubsmash.com', breachDate: '2018-12-01', addedDate: '2019-02-25', accounts: 162_000_000, dataClasses: [E, L, N, P, PH, U] },
  { name: 'MyFitnessPal', title: 'MyFitnessPal', domain: 'myfitnesspal.com', breachDate: '2018-02-01', addedDate: '2019-02-21', accounts: 144_000_000, dataClasses: [E, IP, P, U] },
  { name: 'Tumblr', title: 'Tumblr', domain: 'tumblr.com', breachDate: '2013-02-28', addedDate: '2016-05-29', accounts: 65_000_000, dataClasses: [E, P] },
  { name: 'Twitter200M', title: 'Twitter (200M)', domain: 'twitter.com', breachDate: '2021-01-01', addedDate: '2023-01-05', accounts: 212_000_000, dataClasses: [E, N, 'Social media profiles', U] },
  { name: 'Facebook', title: 'Facebook', domain: 'facebook.com', breachDate: '2019-08-01', addedDate: '2021-04-04', accounts: 509_000_000, dataClasses: [D, E, 'Employers', G, L, N, PH] },
  { name: 'Ticketfly', title: 'Ticketfly', domain: 'ticketfly.com', breachDate: '2018-05-31', addedDate: '2018-06-03', accounts: 26_000_000, dataClasses: [E, N, PH, A] },
  { name: 'Exactis', title: 'Exactis', domain: 'exactis.com', breachDate: '2018-06-01', addedDate: '2018-07-25', accounts: 132_000_000, dataClasses: ['Credit status information', D, E, G, 'Income levels', N, PH, A] },
  { name: 'Apollo', title: 'Apollo', domain: 'apollo.io', breachDate: '2018-07-23', addedDate: '2018-10-05', accounts: 126_000_000, dataClasses: [E, 'Employers', L, 'Job titles', N, PH] },
  { name: 'VerificationsIO', title: 'Verifications.io', domain: 'verifications.io', breachDate: '2019-02-25', addedDate: '2019-03-09', accounts: 763_000_000, dataClasses: [D, E, 'Employers', G, IP, 'Job titles', N, PH, A] },
  { name: 'Wattpad', title: 'Wattpad', domain: 'wattpad.com', breachDate: '2020-06-29', addedDate: '2020-07-19', accounts: 269_000_000, dataClasses: [D, E, G, IP, N, P, U] },
  { name: 'Gravatar', title: 'Gravatar', domain: 'gravatar.com', breachDate: '2020-10-03', addedDate: '2021-12-05', accounts: 114_000_000, dataClasses: [E, N, U] },
  { name: 'Trello', title: 'Trello', domain: 'trello.com', breachDate: '2024-01-16', addedDate: '2024-01-22', accounts: 15_000_000, dataClasses: [E, N, U] },
  { name: 'AshleyMadison', title: 'Ashley Madison', domain: 'ashleymadison.com', breachDate: '2015-07-19', addedDate: '2015-08-18', accounts: 31_000_000, dataClasses: [D, E, N, P, 'Payment histories', PH, A, 'Security questions and answers'], flags: { sensitive: true } },
  { name: 'Ledger', title: 'Ledger', domain: 'ledger.com', breachDate: '2020-06-25', addedDate: '2020-12-20', accounts: 1_000_000, dataClasses: [E, N, PH, A] },
  { name: 'Chegg', title: 'Chegg', domain: 'chegg.com', breachDate: '2018-04-28', addedDate: '2019-08-16', accounts: 40_000_000, dataClasses: [E, N, P, PH, A, U] },
  { name: 'Evite', title: 'Evite', domain: 'evite.com', breachDate: '2013-08-11', addedDate: '2019-07-14', accounts: 101_000_000, dataClasses: [D, E, G, N, P, PH, A] },
  { name: 'Dailymotion', title: 'Dailymotion', domain: 'dailymotion.com', breachDate: '2016-10-20', addedDate: '2017-08-07', accounts: 85_000_000, dataClasses: [E, P, U] },
  { name: 'Deezer', title: 'Deezer', domain: 'deezer.com', breachDate: '2019-04-22', addedDate: '2023-01-02', accounts: 229_000_000, dataClasses: [D, E, G, L, IP, N, U] },
  { name: 'Duolingo', title: 'Duolingo', domain: 'duolingo.com', breachDate: '2023-01-24', addedDate: '2023-08-23', accounts: 2_700_000, dataClasses: [E, N, 'Spoken languages', U] },
  { name: 'ParkMobile', title: 'ParkMobile', domain: 'parkmobile.io', breachDate: '2021-03-21', addedDate: '2021-04-30', accounts: 21_000_000, dataClasses: [E, 'Licence plates', N, P, PH] },
  { name: 'Audi', title: 'Audi', domain: 'audiusa.com', breachDate: '2019-08-14', addedDate: '2021-07-23', accounts: 2_700_000, dataClasses: [D, "Driver's licenses", E, N, PH, A, 'Social security numbers', 'Vehicle details'] },
  { name: 'Dave', title: 'Dave', domain: 'dave.com', breachDate: '2020-06-28', addedDate: '2020-07-27', accounts: 3_000_000, dataClasses: [D, E, N, P, PH, A] },
  { name: 'Experian', title: 'Experian (2015)', domain: 'experian.com', breachDate: '2015-09-16', addedDate: '2016-09-06', accounts: 7_200_000, dataClasses: ['Credit status information', D, E, G, N, PH, A], flags: { verified: false } },
  { name: 'Zoosk', title: 'Zoosk (2011)', domain: 'zoosk.com', breachDate: '2011-01-01', addedDate: '2017-02-08', accounts: 53_000_000, dataClasses: [E, P], flags: { verified: false, fabricated: true } },
  { name: 'RiverCityMedia', title: 'River City Media Spam List', domain: 'rivercitymediaonline.com', breachDate: '2017-01-01', addedDate: '2017-03-08', accounts: 393_000_000, dataClasses: [E, IP, N, A], flags: { spamList: true } },
  { name: 'Collection1', title: 'Collection #1', domain: '', breachDate: '2019-01-07', addedDate: '2019-01-16', accounts: 773_000_000, dataClasses: [E, P], flags: { verified: false } },
  { name: 'Emotet', title: 'Emotet', domain: '', breachDate: '2021-01-27', addedDate: '2021-04-26', accounts: 4_300_000, dataClasses: [E, P], flags: { malware: true } },
  { name: 'VTech', title: 'VTech', domain: 'vtechda.com', breachDate: '2015-11-13', addedDate: '2015-11-25', accounts: 4_800_000, dataClasses: [D, E, "Family members' names", G, IP, N], flags: { retired: true } },
];
