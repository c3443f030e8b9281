// Headers of values kept only encrypted: other countries' identity numbers and passport numbers
// (ADR 0302), and the secrets of a person's accounts (ADR 0306).

import { aliasList } from './field-target.ts';

const secrets = aliasList();
const { alias, dayFirstAlias, neutralAlias } = secrets;

// National identity numbers of countries other than the US, and passport numbers (ADR 0302):
// stored encrypted, as the SSN is, and shown to a stranger only as their kind. Unrecognised,
// such a column was an ignored one, and the person page never said the number had leaked. Only
// names that say "identity number" in their country are listed: a bare "ID", "Nr", "No" or
// "ID number" is as often a record's or an employee's number; "PAN" is a card's number in card
// dumps; a bare "Passport" column may hold "yes" or a country; "Steuernummer" and "RFC" are
// companies' tax numbers as often as people's. The countries that write the day first say so
// for the file's dates; Canada's SIN, passports and the generic names say nothing.
dayFirstAlias(
  'nationalId',
  // France: the social security number (NIR), "N° Sécu", and the identity card's number.
  'Numéro de sécurité sociale',
  'N° de sécurité sociale',
  'N° sécurité sociale',
  'N° Sécu',
  'Nº Sécu',
  'No Sécu',
  'Nº de sécurité sociale',
  'Numéro Sécu',
  'Numéro de Sécu',
  'Num Sécu',
  'NIR',
  'Numéro INSEE',
  'N° INSEE',
  'CNI',
  'N° CNI',
  'Numéro de carte d’identité',
  "Numéro de carte d'identité",
  'Numéro de passeport',
  'N° passeport',
  // Spain: DNI, NIE (foreigners), NIF (tax) and the social security number.
  'DNI',
  'NIE',
  'NIF',
  'DNI/NIE',
  'NIF/NIE',
  'DNI/NIF',
  'Número de DNI',
  'Nº DNI',
  'N° DNI',
  'Documento de identidad',
  'Número de documento de identidad',
  'Número de la Seguridad Social',
  'Número de Seguridad Social',
  'Número de pasaporte',
  // Italy, Portugal.
  'Codice fiscale',
  'Cod. fiscale',
  'Numero di passaporto',
  'Número de identificação fiscal',
  'Cartão de cidadão',
  // Germany, Austria.
  'Personalausweisnummer',
  'Ausweisnummer',
  'Steuer-ID',
  'Steuer-IdNr',
  'Steueridentifikationsnummer',
  'Steuerliche Identifikationsnummer',
  'Sozialversicherungsnummer',
  'SV-Nummer',
  'Rentenversicherungsnummer',
  'Reisepassnummer',
  'Passnummer',
  // The Netherlands, Belgium.
  'BSN',
  'Burgerservicenummer',
  'Sofinummer',
  'Rijksregisternummer',
  'INSZ',
  'INSZ-nummer',
  'Numéro national',
  'Numéro de registre national',
  'NISS',
  // Poland, the Nordic countries.
  'PESEL',
  'Numer PESEL',
  'Personnummer',
  'Personnr',
  'Fødselsnummer',
  'Fodselsnummer',
  'CPR',
  'CPR-nummer',
  'CPR-nr',
  'Henkilötunnus',
  'Hetu',
  // The United Kingdom, Australia, India, Brazil, Mexico.
  'National Insurance Number',
  'National Insurance No',
  'NI Number',
  'NI No',
  'NINO',
  'Tax File Number',
  'TFN',
  'Aadhaar',
  'Aadhaar Number',
  'Aadhaar No',
  'Aadhar',
  'Aadhar Number',
  'Aadhar No',
  'CPF',
  'Número do CPF',
  'CURP',
);
neutralAlias(
  'nationalId',
  // Canada: the Social Insurance Number.
  'SIN',
  'Social Insurance Number',
  'SIN Number',
  'National ID',
  'National ID Number',
  'National ID No',
  'National Identity Number',
  'National Identification Number',
  'National Identity Card Number',
  'ID Card Number',
  'Identity Card Number',
  'Passport Number',
  'Passport No',
  'Passport Num',
);

// Secrets of a person's accounts (ADR 0306): a password or its hash, a security answer, a bank
// account or routing number, and the last four digits of an SSN. Unrecognised, they were
// ignored columns, kept only in the encrypted original row, and the scan told the person their
// risk was low. Stored encrypted only; a password or answer is shown to no one, not even its
// owner. Left out on purpose: a bare "Pass" (a pass or fail, a bus pass), "PIN" (India's postal
// code, a card's PIN with no card), "PW", "Hash" or "Salt" (any column's checksum); a "Security
// question" (the question is no secret, its answer is); a bare "Account", "Account number" or
// "Acct no" (a customer's number with the shop as often as a bank's); a bare "Routing" or
// "ABA" ("Routing #" folds to the same key: a mail or call route as often); BIC and SWIFT codes,
// which name a bank, not a person; a bare "Last 4" (a card's as often as an SSN's).
neutralAlias(
  'password',
  'Password',
  'Passwd',
  'Pwd',
  'user_pass',
  'User Password',
  'Plaintext Password',
  'Plain Password',
  'Cleartext Password',
  'Password Hash',
  'Hashed Password',
  'Password Digest',
  'Encrypted Password',
  'Crypted Password',
  'Pass Hash',
  'PW Hash',
  'Pwd Hash',
  'Passwort',
  'Kennwort',
  'Mot de passe',
  'Contraseña',
  'Senha',
  'Hasło',
  'Wachtwoord',
);
neutralAlias(
  'securityAnswer',
  'Security Answer',
  'Security Question Answer',
  'Security Q&A',
  'Secret Answer',
  'Secret Question Answer',
  "Mother's Maiden Name",
  'Mother’s Maiden Name',
  'Mother Maiden Name',
  'Mothers Maiden Name',
  'Maiden Name of Mother',
  'Password Hint',
  'Pwd Hint',
);
neutralAlias(
  'bankAccount',
  'Bank Account',
  'Bank Account Number',
  'Bank Account No',
  'Bank Account Num',
  'Bank Acct',
  'Bank Acct No',
  'Bank Acct Number',
  'Bank Account #',
  'Checking Account',
  'Checking Account Number',
  'Checking Acct',
  'Savings Account Number',
  'Direct Deposit Account',
  'Direct Deposit Account Number',
  'Deposit Account Number',
  'IBAN',
  'IBAN Number',
  'Kontonummer',
);
neutralAlias(
  'bankRouting',
  'Routing Number',
  'Routing No',
  'Routing Num',
  'Bank Routing',
  'Bank Routing Number',
  'ABA Number',
  'ABA Routing Number',
  'ABA Routing',
  'Routing Transit Number',
  'RTN',
  'Sort Code',
  'Bank Sort Code',
  'Bankleitzahl',
  'BLZ',
);
alias(
  'ssnLast4',
  'SSN Last 4',
  'SSN Last Four',
  'SSN4',
  'Last 4 SSN',
  'Last Four SSN',
  'Last4SSN',
  'Last 4 of SSN',
  'Last Four of SSN',
  'Last 4 Social',
  'Last 4 of Social',
  'Social Last 4',
  'SS Last 4',
);

/** The headers above, in the order written. */
export const SECRET_ALIASES = secrets.entries;
