// The three nationwide credit bureaus: where to freeze, where to place a fraud alert, and where
// a fraud alert request goes by mail. Phone numbers are the ones the FTC lists; the mail
// addresses are each bureau's fraud-alert address as published (see
// docs/recovery-plan-sources.md). The letter form shows the address so the reader can check it
// against the bureau's page before posting.

import { RECOVERY_SOURCES } from './recovery-sources.ts';

export const CREDIT_BUREAU_IDS = ['equifax', 'experian', 'transunion'] as const;
export type CreditBureauId = (typeof CREDIT_BUREAU_IDS)[number];

export interface CreditBureau {
  id: CreditBureauId;
  name: string;
  phone: string;
  freezeUrl: string;
  fraudAlertUrl: string;
  /** Where a fraud alert request goes by mail, one line each. */
  fraudAlertMail: readonly string[];
}

export const CREDIT_BUREAUS: Record<CreditBureauId, CreditBureau> = {
  equifax: {
    id: 'equifax',
    name: 'Equifax',
    phone: '1-800-685-1111',
    freezeUrl: RECOVERY_SOURCES.equifaxFreeze.url,
    fraudAlertUrl: RECOVERY_SOURCES.equifaxFraudAlert.url,
    fraudAlertMail: ['Equifax Information Services LLC', 'P.O. Box 105069', 'Atlanta, GA 30348-5069'],
  },
  experian: {
    id: 'experian',
    name: 'Experian',
    phone: '1-888-397-3742',
    freezeUrl: RECOVERY_SOURCES.experianFreeze.url,
    fraudAlertUrl: RECOVERY_SOURCES.experianFraudAlert.url,
    fraudAlertMail: ['Experian', 'P.O. Box 9554', 'Allen, TX 75013'],
  },
  transunion: {
    id: 'transunion',
    name: 'TransUnion',
    phone: '1-888-909-8872',
    freezeUrl: RECOVERY_SOURCES.transunionFreeze.url,
    fraudAlertUrl: RECOVERY_SOURCES.transunionFraudAlert.url,
    fraudAlertMail: ['TransUnion Fraud Victim Assistance Department', 'P.O. Box 2000', 'Chester, PA 19016'],
  },
};
