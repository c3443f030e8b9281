// Where every step of the recovery plan comes from. Each step names the sources it follows;
// docs/recovery-plan-sources.md lists them with the date they were last checked. Official
// pages only (the agencies and the three bureaus), so a frightened reader is never sent to a
// look-alike site. Every address is https (a test walks them all).

/** The day the pages below were last checked against their publishers' text. */
export const RECOVERY_SOURCES_CHECKED = '2026-11-26';

export interface RecoverySource {
  publisher: string;
  title: string;
  url: string;
}

export const RECOVERY_SOURCES = {
  ftcLostOrStolen: {
    publisher: 'FTC, IdentityTheft.gov',
    title: 'When information is lost or exposed',
    url: 'https://www.identitytheft.gov/Info-Lost-or-Stolen',
  },
  identityTheftGov: {
    publisher: 'FTC, IdentityTheft.gov',
    title: 'Report identity theft and get a recovery plan',
    url: 'https://www.identitytheft.gov/',
  },
  ftcRecoveryBooklet: {
    publisher: 'FTC',
    title: 'Identity Theft: A Recovery Plan (booklet, with sample letters and a contact log)',
    url: 'https://www.bulkorder.ftc.gov/system/files/publications/501a_idt_a_recovery_plan_508.pdf',
  },
  ftcFreezeAndAlerts: {
    publisher: 'FTC, Consumer Advice',
    title: 'What to know about credit freezes and fraud alerts',
    url: 'https://consumer.ftc.gov/articles/what-know-about-credit-freezes-and-fraud-alerts',
  },
  equifaxFreeze: {
    publisher: 'Equifax',
    title: 'Credit freeze',
    url: 'https://www.equifax.com/personal/credit-report-services/credit-freeze/',
  },
  equifaxFraudAlert: {
    publisher: 'Equifax',
    title: 'Fraud and active duty alerts',
    url: 'https://www.equifax.com/personal/credit-report-services/credit-fraud-alerts/',
  },
  experianFreeze: {
    publisher: 'Experian',
    title: 'Security freeze',
    url: 'https://www.experian.com/help/credit-freeze/',
  },
  experianFraudAlert: {
    publisher: 'Experian',
    title: 'Fraud alert',
    url: 'https://www.experian.com/help/fraud-alert/',
  },
  transunionFreeze: {
    publisher: 'TransUnion',
    title: 'Credit freeze',
    url: 'https://www.transunion.com/credit-freeze',
  },
  transunionFraudAlert: {
    publisher: 'TransUnion',
    title: 'Fraud alerts',
    url: 'https://www.transunion.com/fraud-alerts',
  },
  annualCreditReport: {
    publisher: 'Equifax, Experian and TransUnion (the site federal law provides for)',
    title: 'AnnualCreditReport.com: free credit reports',
    url: 'https://www.annualcreditreport.com/',
  },
  irsIpPin: {
    publisher: 'IRS',
    title: 'Get an Identity Protection PIN (IP PIN)',
    url: 'https://www.irs.gov/identity-theft-fraud-scams/get-an-identity-protection-pin',
  },
  ftcCards: {
    publisher: 'FTC, Consumer Advice',
    title: 'Lost or stolen credit, ATM, and debit cards',
    url: 'https://consumer.ftc.gov/articles/lost-or-stolen-credit-atm-debit-cards',
  },
  ftcPhishing: {
    publisher: 'FTC, Consumer Advice',
    title: 'How to recognize and avoid phishing scams',
    url: 'https://consumer.ftc.gov/articles/how-recognize-and-avoid-phishing-scams',
  },
  cisaMfa: {
    publisher: 'CISA',
    title: 'Multifactor authentication: more than a password',
    url: 'https://www.cisa.gov/mfa',
  },
  fccPortOut: {
    publisher: 'FCC',
    title: 'Port-out fraud targets your private accounts',
    url: 'https://www.fcc.gov/port-out-fraud-targets-your-private-accounts',
  },
  usaGovDmv: {
    publisher: 'USA.gov',
    title: 'Motor vehicle services: find your state’s driver license agency',
    url: 'https://www.usa.gov/motor-vehicle-services',
  },
  ftcMedical: {
    publisher: 'FTC, Consumer Advice',
    title: 'What to know about medical identity theft',
    url: 'https://consumer.ftc.gov/articles/what-know-about-medical-identity-theft',
  },
  hhsHipaaRights: {
    publisher: 'HHS, Office for Civil Rights',
    title: 'Your rights under HIPAA (including a list of who your health information was shared with)',
    url: 'https://www.hhs.gov/guidance/document/consumers-your-rights-under-hipaa',
  },
} as const satisfies Record<string, RecoverySource>;

export type RecoverySourceId = keyof typeof RECOVERY_SOURCES;
