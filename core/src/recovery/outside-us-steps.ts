// The recovery plan for someone who lives outside the United States (ADR 0303). The US steps
// (a credit freeze and fraud alert at the three US bureaus, the IRS PIN, AnnualCreditReport.com,
// the FTC report, a state DMV, HIPAA) cannot be done there, so the plan leaves them out and puts
// general steps that hold in most countries in their place. Where a country has its own agency
// for a step, we cannot name it for every country, so the step says which kind of body to ask,
// with no link: a link we have not checked could send a frightened reader to a look-alike site.
//
// A step the plan keeps keeps its id (progress is stored by id) and, where the US text or link
// does not hold abroad, gets the words below instead; a step of its own gets an id of its own.

import { RECOVERY_STEPS, type RecoveryStep } from './recovery-steps.ts';

/** Steps only the plan outside the US shows. Ids are stored with progress: never rename one. */
export const OUTSIDE_US_STEPS = {
  creditAgencyFile: {
    id: 'credit-agency-file',
    title: 'Ask your country’s credit reference agencies for your file',
    why: 'Lenders in many countries check a credit reference agency (a credit bureau) before they lend. Loans or accounts you do not know on your file are the first sign someone is using your identity.',
    how: [
      'Find out which credit reference agencies lenders use where you live. Your bank can tell you.',
      'Ask each one for a copy of your file. In many countries you have a right to see it.',
      'Ask whether you can add a fraud warning or a protective registration to your file, so lenders check it is really you before they lend.',
      'Look for accounts, addresses and credit checks you do not recognise, and check again in a few months.',
    ],
    links: [],
    contactLog: true,
    sources: [],
  },
  drivingLicenceAgency: {
    id: 'driving-licence-agency',
    title: 'Contact the agency that issued your driving licence',
    why: 'A leaked licence number can be used to make a fake licence or to pass identity checks.',
    how: [
      'Call or write to the office that issued your licence. Its address is usually on the licence or on the government’s website.',
      'Ask whether they can flag your record, whether you can get a new licence, and whether a licence was issued in your name that you did not ask for.',
    ],
    links: [],
    contactLog: true,
    sources: [],
  },
  policeReport: {
    id: 'police-report',
    title: 'If someone has used your identity: report it to the police',
    why: 'Banks, lenders and agencies usually ask for a police report, or its reference number, before they close an account or cancel a debt in your name.',
    how: [
      'Only needed if you see misuse: an account, a charge, a loan or a bill that is not yours. Otherwise choose Skip.',
      'Report identity theft or fraud to the police where you live. In many countries you can do it online.',
      'Keep the report’s reference number: you give it with your dispute letters.',
    ],
    links: [],
    contactLog: true,
    sources: [],
  },
  dataProtectionComplaint: {
    id: 'data-protection-complaint',
    title: 'You can complain to your country’s data protection authority',
    why: 'In many countries an independent authority enforces the data protection law and handles complaints against an organisation that did not keep your data safe.',
    how: [
      'Ask the organisation that leaked your data first. The letter below asks what happened and what it offers.',
      'If it does not answer, or you are not satisfied, look up your country’s data protection authority (a data protection commissioner or supervisory authority) on its government’s website and make a complaint.',
      'Keep copies of your letters and of the organisation’s answers.',
    ],
    links: [],
    letter: 'breachInquiry',
    contactLog: true,
    sources: [],
  },
} as const satisfies Record<string, RecoveryStep>;

const s = RECOVERY_STEPS;

/**
 * Steps the plan keeps outside the US with other words: the action is the same (so is the
 * id), but their US links or US terms do not hold there. Links to general advice on spotting
 * scams and using two-step sign-in stay: that advice is the same everywhere.
 */
export const OUTSIDE_US_WORDING: Partial<Record<string, RecoveryStep>> = {
  [s.cardReplace.id]: { ...s.cardReplace, links: [] },
  [s.cardCharges.id]: {
    ...s.cardCharges,
    why: 'The sooner you report a charge you did not make, the better your chance of getting the money back.',
    links: [],
  },
  [s.bankAccount.id]: {
    ...s.bankAccount,
    why: 'With your account details, a criminal can try withdrawals, direct debits or payments in your name.',
    links: [],
  },
  [s.changePasswords.id]: { ...s.changePasswords, links: [] },
  [s.carrierPin.id]: {
    ...s.carrierPin,
    title: 'Ask your mobile provider for a PIN and a number lock',
    why: 'With your details, a criminal can ask your mobile provider to move your number to their phone and receive your sign-in codes.',
    how: [
      'Call your mobile provider or use its app. Ask whether it can put a PIN or passcode on your account and stop your number being moved to another provider or a new SIM without it.',
      'If your phone suddenly has no service, call your provider from another phone at once.',
      'Hang up on callers who ask for personal details. Call the company back on a number you trust.',
    ],
    links: [],
    sources: [],
  },
  [s.accountPasswords.id]: {
    ...s.accountPasswords,
    how: [
      'Ask your bank, card companies and mobile provider to add a PIN or spoken password that callers must give.',
      'Be wary of calls that ask you to “confirm” your date of birth or other details.',
    ],
    links: [],
    sources: [],
  },
  [s.governmentId.id]: { ...s.governmentId, links: [] },
  [s.benefitsProvider.id]: {
    ...s.benefitsProvider,
    title: 'Contact your health insurer or benefits provider',
    how: [
      'Call your health insurer or benefits provider on the number on your card or letters. Say your details appeared in a breach.',
      'Ask whether they can give you a new member number, and what help they offer.',
      'Send the letter below to have their answer in writing.',
    ],
    links: [],
  },
  [s.reviewBenefits.id]: {
    ...s.reviewBenefits,
    how: [
      'Read every statement or letter from your health insurer or health service. Ask about any visit, prescription or claim you do not recognise.',
      'Ask your insurer and doctors for copies of your records if something looks wrong.',
    ],
    links: [],
  },
  [s.employerHr.id]: {
    ...s.employerHr,
    why: 'If the leak came from an HR or payroll system, your employer must deal with it and tell you what help it offers.',
    how: [
      'Write to HR (or your former employer’s HR). The letter below asks what happened, what data was taken and what help they offer.',
      'If they offer help, such as a monitoring service, ask what it covers and take it if it fits.',
    ],
    links: [],
  },
  [s.watchMail.id]: { ...s.watchMail, links: [] },
  [s.disputeAccount.id]: {
    ...s.disputeAccount,
    why: 'A written dispute, with your police report’s reference, asks the company to close the account and stop holding you responsible.',
    how: [
      'Only needed if you find an account you did not open. Otherwise choose Skip.',
      'Call the company’s fraud department first, then send the dispute letter below.',
      'Send letters by a post service that records delivery, and keep copies.',
    ],
    links: [],
  },
  [s.contactLog.id]: { ...s.contactLog, links: [] },
};

/** A step as the plan outside the US shows it. */
export const outsideUs = (step: RecoveryStep): RecoveryStep => OUTSIDE_US_WORDING[step.id] ?? step;
