// The steps of a recovery plan, in plain words for someone who is frightened and not technical:
// one action per step, why it matters in one sentence, how to do it in a few short sentences,
// and the official pages to do it on. Each step names the sources it follows
// (recovery-sources.ts). Step ids are stored with a person's progress: never rename one.

import { CREDIT_BUREAUS } from './credit-bureaus.ts';
import { RECOVERY_SOURCES, type RecoverySourceId } from './recovery-sources.ts';

export const LETTER_KINDS = ['fraudAlert', 'breachInquiry', 'dispute'] as const;
export type LetterKind = (typeof LETTER_KINDS)[number];

export interface RecoveryLink {
  label: string;
  /** Always https. */
  url: string;
}

export interface RecoveryStep {
  id: string;
  title: string;
  why: string;
  how: readonly string[];
  links: readonly RecoveryLink[];
  /** A letter on this page that helps with the step. */
  letter?: LetterKind;
  /** The contact log on this page helps with the step. */
  contactLog?: boolean;
  sources: readonly RecoverySourceId[];
}

const bureaus = Object.values(CREDIT_BUREAUS);
const link = (label: string, url: string): RecoveryLink => ({ label, url });

export const RECOVERY_STEPS = {
  creditFreeze: {
    id: 'credit-freeze',
    title: 'Freeze your credit at Equifax, Experian and TransUnion',
    why: 'A freeze stops lenders from opening new credit in your name. It is free, it does not hurt your credit score, and your current cards keep working.',
    how: [
      'Do it at each of the three bureaus: a freeze at one does not cover the others.',
      'Online takes a few minutes at each. You can also call them.',
      'Keep the PIN or password each bureau gives you. You need it to lift the freeze for a day when you apply for a loan, a card or a phone contract.',
    ],
    links: bureaus.map((b) => link(`Freeze at ${b.name} (${b.phone})`, b.freezeUrl)),
    sources: ['ftcFreezeAndAlerts', 'ftcLostOrStolen', 'equifaxFreeze', 'experianFreeze', 'transunionFreeze'],
  },
  fraudAlert: {
    id: 'fraud-alert',
    title: 'Place a free fraud alert',
    why: 'A fraud alert tells lenders to check it is really you before they open an account. It lasts one year and you can renew it.',
    how: [
      'Contact just one bureau: by law it must tell the other two.',
      'Online or by phone is fastest. If you prefer post, the letter below is ready to fill in.',
      'If someone has already used your identity, ask for an extended alert (seven years) once you have an FTC Identity Theft Report.',
    ],
    links: bureaus.map((b) => link(`Fraud alert at ${b.name}`, b.fraudAlertUrl)),
    letter: 'fraudAlert',
    sources: ['ftcFreezeAndAlerts', 'equifaxFraudAlert', 'experianFraudAlert', 'transunionFraudAlert'],
  },
  irsIpPin: {
    id: 'irs-ip-pin',
    title: 'Get an IRS Identity Protection PIN',
    why: 'With this six-digit PIN, nobody else can file a tax return with your Social Security number and take your refund.',
    how: [
      'Request it on the IRS website. You create an IRS account and prove who you are online.',
      'The IRS makes a new PIN for each filing season. If you got yours online, sign in to your IRS account from mid-January to get the new one. Use it when you or your tax preparer file.',
      'File your taxes early, and answer any letter from the IRS straight away.',
    ],
    links: [link('Get an IP PIN at IRS.gov', RECOVERY_SOURCES.irsIpPin.url)],
    sources: ['irsIpPin', 'ftcLostOrStolen'],
  },
  creditReports: {
    id: 'credit-reports',
    title: 'Check your credit reports for accounts you do not know',
    why: 'New accounts, addresses or credit checks you do not recognise are the first sign someone is using your identity.',
    how: [
      'Get your free reports from all three bureaus at AnnualCreditReport.com, the official site. Ignore look-alike sites that ask for a card number.',
      'Look for accounts, addresses and credit checks you do not recognise.',
      'Check again every few months for the next year.',
    ],
    links: [link('AnnualCreditReport.com', RECOVERY_SOURCES.annualCreditReport.url)],
    sources: ['annualCreditReport', 'ftcLostOrStolen'],
  },
  cardReplace: {
    id: 'card-replace',
    title: 'Ask your card issuer for a new card',
    why: 'A leaked card number can be used for online purchases until the card is replaced.',
    how: [
      'Call the number on the back of the card or in your banking app. Say the number leaked and ask for a replacement card with a new number.',
      'If you have automatic payments on that card, move them to the new card.',
    ],
    links: [link('FTC: lost or stolen cards', RECOVERY_SOURCES.ftcCards.url)],
    contactLog: true,
    sources: ['ftcCards', 'ftcLostOrStolen'],
  },
  cardCharges: {
    id: 'card-charges',
    title: 'Check your card statements and dispute charges you did not make',
    why: 'The sooner you report a charge you did not make, the less you can be asked to pay.',
    how: [
      'Read your recent statements line by line.',
      'Call the issuer about any charge you did not make, then confirm it in writing to the address for billing disputes.',
    ],
    links: [link('FTC: lost or stolen cards', RECOVERY_SOURCES.ftcCards.url)],
    contactLog: true,
    sources: ['ftcCards'],
  },
  bankAccount: {
    id: 'bank-account',
    title: 'Tell your bank the account details leaked',
    why: 'With your account details, a criminal can try withdrawals, fake checks or automatic payments.',
    how: [
      'Call your bank on the number on your card or statement. Ask whether they advise a new account number.',
      'Turn on alerts for every withdrawal and payment in your banking app.',
      'If you get a new account number, move your automatic payments and your pay to it.',
    ],
    links: [link('FTC: when information is lost or exposed', RECOVERY_SOURCES.ftcLostOrStolen.url)],
    contactLog: true,
    sources: ['ftcLostOrStolen'],
  },
  changePasswords: {
    id: 'change-passwords',
    title: 'Change the leaked password, and everywhere you used it',
    why: 'Criminals try leaked passwords on other sites within hours. Every account with the same password is open to them.',
    how: [
      'Sign in to the account and change the password. If you can, change the username too.',
      'Change it on every other site where you used the same or a similar password. Start with email and banking.',
      'If you cannot sign in any more, contact the company and ask how to recover or close the account.',
      'A password manager can make and remember a different password for each site.',
    ],
    links: [link('FTC: when information is lost or exposed', RECOVERY_SOURCES.ftcLostOrStolen.url)],
    sources: ['ftcLostOrStolen'],
  },
  twoStep: {
    id: 'two-step',
    title: 'Turn on two-step sign-in',
    why: 'With two-step sign-in, a stolen password alone is not enough to get into your account.',
    how: [
      'Look in each account’s security settings for “two-step”, “2-step verification” or “multifactor”.',
      'Start with your email, then banking, then social media.',
      'Never read a sign-in code to anyone who calls or texts you. We and your bank will never ask for it.',
    ],
    links: [link('CISA: turn on multifactor authentication', RECOVERY_SOURCES.cisaMfa.url)],
    sources: ['cisaMfa'],
  },
  secureEmail: {
    id: 'secure-email',
    title: 'Lock down your email account',
    why: 'Whoever controls your email can reset the passwords of almost everything else you use.',
    how: [
      'Give your email a new, long password that you use nowhere else.',
      'Turn on two-step sign-in in its security settings.',
      'Check the recovery phone number and address are yours, and sign out of devices you do not recognise.',
    ],
    links: [link('CISA: turn on multifactor authentication', RECOVERY_SOURCES.cisaMfa.url)],
    sources: ['cisaMfa', 'ftcLostOrStolen'],
  },
  phishing: {
    id: 'phishing',
    title: 'Learn the signs of a scam email or text',
    why: 'Leaked details make scam messages look real: they may quote your name, employer or address.',
    how: [
      'Do not click links or open attachments in messages you did not expect, even if they know things about you.',
      'If a message says it is from your bank or employer, contact them on a number or website you already know.',
    ],
    links: [link('FTC: how to recognize phishing', RECOVERY_SOURCES.ftcPhishing.url)],
    sources: ['ftcPhishing'],
  },
  carrierPin: {
    id: 'carrier-pin',
    title: 'Ask your mobile carrier for a PIN and a number lock',
    why: 'With your details, a criminal can ask your carrier to move your number to their phone and receive your sign-in codes.',
    how: [
      'Call your carrier or use its app. Ask for a PIN or passcode on your account and for a lock against moving your number (port-out or SIM protection).',
      'If your phone suddenly has no service, call your carrier from another phone at once.',
      'Hang up on callers who ask for personal details. Call the company back on a number you trust.',
    ],
    links: [link('FCC: port-out fraud', RECOVERY_SOURCES.fccPortOut.url)],
    contactLog: true,
    sources: ['fccPortOut'],
  },
  accountPasswords: {
    id: 'account-passwords',
    title: 'Add a PIN or password to your bank and phone accounts',
    why: 'Your date of birth is often all a caller needs to pass a company’s identity check.',
    how: [
      'Ask your bank, card companies and phone carrier to add a PIN or spoken password that callers must give.',
      'Be wary of calls that ask you to “confirm” your date of birth or other details.',
    ],
    links: [link('FCC: protect your phone account', RECOVERY_SOURCES.fccPortOut.url)],
    contactLog: true,
    sources: ['fccPortOut'],
  },
  dmv: {
    id: 'dmv',
    title: 'Contact your state’s driver license agency (DMV)',
    why: 'A leaked license number can be used to make a fake license or to pass identity checks.',
    how: [
      'Find your state’s agency on USA.gov and call or visit.',
      'Ask them to flag your record, whether you can get a new license number, and whether any license was issued in your name that you did not ask for.',
    ],
    links: [link('USA.gov: find your state’s DMV', RECOVERY_SOURCES.usaGovDmv.url)],
    contactLog: true,
    sources: ['ftcLostOrStolen', 'usaGovDmv'],
  },
  governmentId: {
    id: 'government-id',
    title: 'Contact the agency that issued your ID',
    why: 'A leaked ID number can help a criminal pass identity checks, open accounts or make a fake document.',
    // National identity, social insurance and tax numbers of other countries are in the plan too
    // (ADR 0302): unlike a document, such a number usually cannot be changed.
    how: [
      'Call the agency that issued the document or number: the passport or ID card office, or for a national insurance, social security or tax number the agency that gave it to you (for a US passport, the State Department).',
      'Ask how to cancel or replace a passport or ID card. A national number usually cannot be changed: ask them to flag your file, and what else they can do, so nobody else gets an ID, benefits or a tax refund in your name.',
      'If someone has already used your number or document, report it to the police and keep the report’s reference: banks and agencies ask for it.',
    ],
    links: [link('FTC: when information is lost or exposed', RECOVERY_SOURCES.ftcLostOrStolen.url)],
    contactLog: true,
    sources: ['ftcLostOrStolen'],
  },
  benefitsProvider: {
    id: 'benefits-provider',
    title: 'Contact your health plan or benefits provider',
    why: 'Your plan needs to know so it can watch for claims in your name and tell you what it offers.',
    how: [
      'Call the member services number on your insurance card. Say your details appeared in a breach.',
      'Ask whether they can give you a new member number, and what help they offer.',
      'Send the letter below to have their answer in writing.',
    ],
    links: [link('FTC: medical identity theft', RECOVERY_SOURCES.ftcMedical.url)],
    letter: 'breachInquiry',
    contactLog: true,
    sources: ['ftcMedical'],
  },
  accountingOfDisclosures: {
    id: 'accounting-of-disclosures',
    title: 'Ask for a list of who your health information was shared with',
    why: 'Under HIPAA you can ask your health plan or doctor for an “accounting of disclosures”: a list of who received your health information and why.',
    how: [
      'Ask your health plan (and your doctor’s office, if the leak came from there) in writing. The letter below includes the request.',
      'You can get one list a year for free.',
    ],
    links: [link('HHS: your rights under HIPAA', RECOVERY_SOURCES.hhsHipaaRights.url)],
    letter: 'breachInquiry',
    sources: ['hhsHipaaRights', 'ftcMedical'],
  },
  reviewBenefits: {
    id: 'review-benefits',
    title: 'Read every benefits statement for care you did not get',
    why: 'Medical identity theft shows up as visits, prescriptions or claims you never had.',
    how: [
      'Read each “Explanation of Benefits” from your plan. Call the plan about anything you do not recognise.',
      'Ask your plan and doctors for copies of your records if something looks wrong.',
    ],
    links: [link('FTC: medical identity theft', RECOVERY_SOURCES.ftcMedical.url)],
    contactLog: true,
    sources: ['ftcMedical'],
  },
  employerHr: {
    id: 'employer-hr',
    title: 'Ask your employer’s HR what happened and what they offer',
    why: 'If the leak came from an HR or payroll system, your employer must deal with it and often pays for credit monitoring.',
    how: [
      'Write to HR (or your former employer’s HR). The letter below asks what happened, what data was taken and what help they offer.',
      'If they offer free credit monitoring, take it.',
    ],
    links: [link('FTC: when information is lost or exposed', RECOVERY_SOURCES.ftcLostOrStolen.url)],
    letter: 'breachInquiry',
    contactLog: true,
    sources: ['ftcLostOrStolen'],
  },
  payrollGuard: {
    id: 'payroll-guard',
    title: 'Protect your pay from “change my bank details” scams',
    why: 'With HR data, criminals send emails that look like they come from you or from HR to redirect your pay.',
    how: [
      'Ask payroll to confirm any change of your bank account with you in person or by phone.',
      'Never “confirm” your bank details from a link in an email. Go to your HR system the usual way.',
      'Check each pay slip arrives in your account.',
    ],
    links: [link('FTC: how to recognize phishing', RECOVERY_SOURCES.ftcPhishing.url)],
    sources: ['ftcPhishing'],
  },
  watchMail: {
    id: 'watch-mail',
    title: 'Watch your mail for things you did not ask for',
    why: 'Cards, loans or change-of-address notices you did not ask for, or bills that stop arriving, are early signs of identity theft.',
    how: [
      'Open every letter from banks and lenders, even ones that look like advertising.',
      'If your usual mail stops arriving, ask your local post office whether someone changed your address.',
    ],
    links: [link('IdentityTheft.gov', RECOVERY_SOURCES.identityTheftGov.url)],
    sources: ['identityTheftGov', 'ftcRecoveryBooklet'],
  },
  ftcReport: {
    id: 'ftc-report',
    title: 'If someone has used your identity: report it at IdentityTheft.gov',
    why: 'The FTC’s Identity Theft Report proves the theft to companies and gives you rights, such as a seven-year fraud alert and removing fraudulent debts from your reports.',
    how: [
      'Only needed if you see misuse: an account, charge, tax return or bill that is not yours. Otherwise choose Skip.',
      'Go to IdentityTheft.gov or call 1-877-438-4338. It builds your report and a recovery plan.',
      'Keep a copy of the report: you send it with your dispute letters.',
    ],
    links: [link('IdentityTheft.gov', RECOVERY_SOURCES.identityTheftGov.url)],
    sources: ['identityTheftGov', 'ftcRecoveryBooklet'],
  },
  disputeAccount: {
    id: 'dispute-account',
    title: 'If an account was opened in your name: dispute it in writing',
    why: 'A written dispute, with your Identity Theft Report, asks the company to close the account and stop holding you responsible.',
    how: [
      'Only needed if you find an account you did not open. Otherwise choose Skip.',
      'Call the company’s fraud department first, then send the dispute letter below.',
      'Send letters by certified mail and keep copies.',
    ],
    links: [link('FTC: Identity Theft, A Recovery Plan', RECOVERY_SOURCES.ftcRecoveryBooklet.url)],
    letter: 'dispute',
    contactLog: true,
    sources: ['ftcRecoveryBooklet', 'identityTheftGov'],
  },
  contactLog: {
    id: 'contact-log',
    title: 'Write down everyone you contact',
    why: 'Dates, names and what was promised help you follow up and prove what you did.',
    how: [
      'Use the contact log on this page, or print it and write by hand.',
      'Note the date, who you spoke to, how, and what they said they would do.',
    ],
    links: [link('FTC: Identity Theft, A Recovery Plan', RECOVERY_SOURCES.ftcRecoveryBooklet.url)],
    contactLog: true,
    sources: ['ftcRecoveryBooklet'],
  },
} as const satisfies Record<string, RecoveryStep>;

export type RecoveryStepKey = keyof typeof RECOVERY_STEPS;
