import type { Migration } from 'kysely';
import * as authAndAudit from './20261125T2200-auth-and-audit.ts';
import * as breachRecords from './20261125T2210-breach-records.ts';
import * as breachCatalog from './20261125T2220-breach-catalog.ts';
import * as inbox from './20261125T2240-inbox.ts';
import * as paymentsAndReviews from './20261125T2250-payments-and-reviews.ts';
import * as searchKeysRebuild from './20261126T0100-search-keys-rebuild.ts';
import * as inboxDeliveryClaims from './20261126T0200-inbox-delivery-claims.ts';
import * as oneTimeLinksAndOwnerSessions from './20261127T0101-one-time-links-and-owner-sessions.ts';
import * as publicSearchKeys from './20261127T0102-public-search-keys.ts';
import * as signInHardening from './20261127T0200-sign-in-hardening.ts';
import * as recoveryProgress from './20261127T0500-recovery-progress.ts';
import * as alertsAndOutbox from './20261127T0600-alerts-and-outbox.ts';
import * as cases from './20261127T0601-cases.ts';
import * as caseEvidence from './20261127T0602-case-evidence.ts';
import * as importHeaderSets from './20261127T0700-import-header-sets.ts';
import * as childPartitions from './20261127T0800-child-partitions.ts';
import * as searchTerms from './20261127T0900-search-terms.ts';
import * as recordDeletions from './20261128T0100-record-deletions.ts';
import * as nameWordCounts from './20261128T0200-name-word-counts.ts';
import * as publicTextPage from './20261128T1200-public-text-page.ts';
import * as foldedLetterSearchKeys from './20261128T2200-folded-letter-search-keys.ts';
import * as otherScriptSearchKeys from './20261129T0000-other-script-search-keys.ts';
import * as internationalPhoneDigits from './20261129T0500-international-phone-digits.ts';
import * as streetUnitsAndPrototypeWords from './20261129T0600-street-units-and-prototype-words.ts';
import * as namedMailboxEmails from './20261129T0700-named-mailbox-emails.ts';
import * as secretClasses from './20261129T0800-secret-classes.ts';
import * as emailRootDots from './20261129T0900-email-root-dots.ts';
import * as excelTextValues from './20261129T0900-excel-text-values.ts';
import * as searchSpellings from './20261129T1000-search-spellings.ts';
import * as spreadsheetApostrophes from './20261129T1100-spreadsheet-apostrophes.ts';
import * as invisibleCharactersInWords from './20261129T1200-invisible-characters-in-words.ts';
import * as eastAsianNames from './20261129T1300-east-asian-names.ts';
import * as ordinalStreetNames from './20261129T1400-ordinal-street-names.ts';
import * as streetUnitNumbers from './20261129T1600-street-unit-numbers.ts';
import * as withheldPlaceWords from './20261129T1900-withheld-place-words.ts';
import * as openImportBatches from './20261129T2000-open-import-batches.ts';
import * as openBatchesInTextPage from './20261130T0200-open-batches-in-text-page.ts';
import * as houseNumberParts from './20261130T0400-house-number-parts.ts';
import * as streetFirstKeys from './20261201T0100-street-first-keys.ts';
import * as contactValuesInNames from './20261201T0230-contact-values-in-names.ts';
import * as streetWordSpellings from './20261201T0330-street-word-spellings.ts';
import * as evidenceByDay from './20261201T0400-evidence-by-day.ts';
import * as streetsInNames from './20261201T0500-streets-in-names.ts';
import * as verifiedOwnerCases from './20261201T0600-verified-owner-cases.ts';
import * as streetsInNamesReadAsSearched from './20261201T0610-streets-in-names-read-as-searched.ts';
import * as hiddenPartsNotKeyed from './20261201T0720-hidden-parts-not-keyed.ts';
import * as recordHasPhone from './20261203T0600-record-has-phone.ts';

// Listed explicitly (not read from the folder) so the order is reviewable and bundlers see
// every file. Names are timestamps and Kysely runs them in name order: add new ones at the
// end, never edit one that has shipped.
export const migrations: Record<string, Migration> = {
  '20261125T2200-auth-and-audit': authAndAudit,
  '20261125T2210-breach-records': breachRecords,
  '20261125T2220-breach-catalog': breachCatalog,
  '20261125T2240-inbox': inbox,
  '20261125T2250-payments-and-reviews': paymentsAndReviews,
  '20261126T0100-search-keys-rebuild': searchKeysRebuild,
  '20261126T0200-inbox-delivery-claims': inboxDeliveryClaims,
  '20261127T0101-one-time-links-and-owner-sessions': oneTimeLinksAndOwnerSessions,
  '20261127T0102-public-search-keys': publicSearchKeys,
  '20261127T0200-sign-in-hardening': signInHardening,
  '20261127T0500-recovery-progress': recoveryProgress,
  '20261127T0600-alerts-and-outbox': alertsAndOutbox,
  '20261127T0601-cases': cases,
  '20261127T0602-case-evidence': caseEvidence,
  '20261127T0700-import-header-sets': importHeaderSets,
  '20261127T0800-child-partitions': childPartitions,
  '20261127T0900-search-terms': searchTerms,
  '20261128T0100-record-deletions': recordDeletions,
  '20261128T0200-name-word-counts': nameWordCounts,
  '20261128T1200-public-text-page': publicTextPage,
  '20261128T2200-folded-letter-search-keys': foldedLetterSearchKeys,
  '20261129T0000-other-script-search-keys': otherScriptSearchKeys,
  '20261129T0500-international-phone-digits': internationalPhoneDigits,
  '20261129T0600-street-units-and-prototype-words': streetUnitsAndPrototypeWords,
  '20261129T0700-named-mailbox-emails': namedMailboxEmails,
  '20261129T0800-secret-classes': secretClasses,
  '20261129T0900-email-root-dots': emailRootDots,
  '20261129T0900-excel-text-values': excelTextValues,
  '20261129T1000-search-spellings': searchSpellings,
  '20261129T1100-spreadsheet-apostrophes': spreadsheetApostrophes,
  '20261129T1200-invisible-characters-in-words': invisibleCharactersInWords,
  '20261129T1300-east-asian-names': eastAsianNames,
  '20261129T1400-ordinal-street-names': ordinalStreetNames,
  '20261129T1600-street-unit-numbers': streetUnitNumbers,
  '20261129T1900-withheld-place-words': withheldPlaceWords,
  '20261129T2000-open-import-batches': openImportBatches,
  '20261130T0200-open-batches-in-text-page': openBatchesInTextPage,
  '20261130T0400-house-number-parts': houseNumberParts,
  '20261201T0100-street-first-keys': streetFirstKeys,
  '20261201T0230-contact-values-in-names': contactValuesInNames,
  '20261201T0330-street-word-spellings': streetWordSpellings,
  '20261201T0400-evidence-by-day': evidenceByDay,
  '20261201T0500-streets-in-names': streetsInNames,
  '20261201T0600-verified-owner-cases': verifiedOwnerCases,
  '20261201T0610-streets-in-names-read-as-searched': streetsInNamesReadAsSearched,
  '20261201T0720-hidden-parts-not-keyed': hiddenPartsNotKeyed,
  '20261203T0600-record-has-phone': recordHasPhone,
};
