// Header matching for imported rows (spec §3 "Breach record", §5 "Import"). Exports from HR,
// EHR and breach dumps name the same column many ways, so headers are compared after
// lowercasing and stripping everything that is not a-z or 0-9 ("E-mail Address" ->
// "emailaddress"), then looked up in one alias table.
//
// mapRow runs once per imported row (a million times in the import benchmark): all header work
// happens once in resolveHeaders, and mapRow only walks precompiled column operations.

import { assembleName } from './name.ts';
import { DATE_ORDER_LABELS, normalizeDate, normalizeDob, type DateOrder, type YearFirstOrder } from './dob.ts';
import { normalizeSpreadsheetDate, normalizeSpreadsheetDob } from './spreadsheet-days.ts';
import { isRiskLevel } from './risk.ts';
import { splitSources } from './sources.ts';
import { phoneDigits, withoutInvisibleCharacters } from '../search/tokenize.ts';
import { abbreviateStreetWord } from '../search/street-key.ts';
import { unguardFormula } from './formula-guard.ts';
import {
  BENEFIT_FIELDS,
  EMPLOYMENT_FIELDS,
  type BenefitField,
  type EmploymentField,
  type NormalizedRecord,
  type RecordAddress,
  type RiskLevel,
} from './types.ts';

export type AddressField = keyof RecordAddress;
export type FieldTarget =
  | 'externalId'
  | 'firstName'
  | 'middleName'
  | 'lastName'
  | 'suffix'
  /** a single-column full name */
  | 'name'
  | 'emails'
  | 'phones'
  | 'ssn'
  | 'dob'
  | 'driverLicense'
  /** A national identity number of a country other than the US, or a passport number (ADR 0302). */
  | 'nationalId'
  /** The last four digits of an SSN, in a column of their own: the SSN when the row has no whole one (ADR 0306). */
  | 'ssnLast4'
  /** A password or its hash, a security answer, a bank account or routing number (ADR 0306). */
  | 'password'
  | 'securityAnswer'
  | 'bankAccount'
  | 'bankRouting'
  | 'eid'
  | 'contact'
  | 'card'
  | 'riskLevel'
  | 'dateAdded'
  | 'sources'
  | `address.${AddressField}`
  /** A house number, or a street's type, in a column of its own: joined to the street (ADR 0249). */
  | 'address.houseNumber'
  | 'address.streetSuffix'
  /** A "Zip+4" column: the ZIP code when no ZIP column of its set has one, if it is whole (ADR 0249). */
  | 'address.zipPlus4'
  | `employment.${EmploymentField}`
  | `benefits.${BenefitField}`;

/**
 * Lowercase, fold accents and keep only letters and digits, of any script: "Date of Birth" ->
 * "dateofbirth", "Prénom" -> "prenom", "Straße" -> "strasse", "Дата рождения" ->
 * "датарождения". Without the folding an accented letter was dropped ("Téléphone" ->
 * "tlphone") and the column went unrecognised; without the other scripts every Cyrillic or
 * Chinese header was "", one and the same name (ADR 0186).
 */
export function normalizeHeader(header: string): string {
  const lower = header.toLowerCase();
  // Printable-ASCII headers (nearly all) skip the Unicode work.
  if (!/[^ -~]/.test(lower)) return lower.replace(/[^a-z0-9]/g, '');
  return lower
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/ß/g, 'ss')
    .replace(/[^\p{L}\p{N}]/gu, '')
    .normalize('NFC');
}

/** The header's Latin letters and digits only: "E-mail (личный)" -> "email". */
const latinPartOf = (key: string): string => key.replace(/[^a-z0-9]/g, '');

// No prototype: a header such as "Constructor" must find nothing, not Object.prototype's.
const table = Object.create(null) as Record<string, FieldTarget[]>;
/** Headers of the English exports, and of the languages whose countries write the day first. */
const englishHeaders = new Set<string>();
const dayFirstHeaders = new Set<string>();
const aliasesOf =
  (language: Set<string> | undefined) =>
  (target: FieldTarget, ...headers: string[]): void => {
    for (const header of headers) {
      const key = normalizeHeader(header);
      const targets = (table[key] ??= []);
      // Spellings that fold to one key ("Ім'я", "Ім’я") register it once.
      if (!targets.includes(target)) targets.push(target);
      language?.add(key);
    }
  };
const alias = aliasesOf(englishHeaders);
const dayFirstAlias = aliasesOf(dayFirstHeaders);
/** Languages whose dates put the year first (Chinese, Japanese, Korean): no say in the day-month order. */
const yearFirstAlias = aliasesOf(undefined);
/** Headers of countries that write dates either way, or of none in particular: no say either. */
const neutralAlias = aliasesOf(undefined);

alias('externalId', 'id', 'employeeid', 'mrn', 'recordid', 'medicalrecordnumber');
alias('firstName', 'firstname', 'fname', 'first', 'givenname');
alias('middleName', 'middlename', 'mname', 'middle', 'middleinitial', 'mi');
alias('lastName', 'lastname', 'lname', 'last', 'surname', 'familyname');
alias('suffix', 'suffix', 'namesuffix');
alias(
  'name',
  'name',
  'fullname',
  'employeename',
  'employee',
  'membername',
  'patientname',
  // One column holding both parts, its header saying the order ("Last, First", "Name (Last, First)").
  'lastfirst',
  'lastfirstname',
  'lastnamefirstname',
  'lastnamefirst',
  'surnamefirstname',
  'namelastfirst',
  'firstlast',
  'firstlastname',
  'firstnamelastname',
);
alias(
  'emails',
  'email',
  'emails',
  'emailaddress',
  'personalemail',
  'workemail',
  'businessemail',
  'homeemail',
  'primaryemail',
  'secondaryemail',
  'alternateemail',
  'altemail',
  'otheremail',
  'email1',
  'email2',
  'email3',
  'emailaddress1',
  'emailaddress2',
  'emailaddr',
  'primaryemailaddress',
  'contactemail',
  'contactemailaddress',
);
alias(
  'phones',
  'phone',
  'phones',
  'phonenumber',
  'telephone',
  'tel',
  'cellphone',
  'cell',
  'cellphonenumber',
  'mobile',
  'mobilephone',
  'mobilenumber',
  'workphone',
  'homephone',
  'businessphone',
  'primaryphone',
  'secondaryphone',
  'otherphone',
  'contactphone',
  'contactphonenumber',
  'phone1',
  'phone2',
  'phone3',
  'telephonenumber',
  'mobilephonenumber',
  'homephonenumber',
  'workphonenumber',
);
alias('ssn', 'ssn', 'socialsecuritynumber', 'socialsecurity', 'socialsecurityno', 'ssnumber', 'socsec', 'socsecno', 'socsecnumber');
alias('dob', 'dob', 'dateofbirth', 'birthdate', 'birthday', 'birthdt');
alias(
  'address.street',
  'address',
  'address1',
  'addressline1',
  'homeaddress',
  'street',
  'streetaddress',
  'addr',
  'addr1',
  'mailingaddress',
  'streetaddress1',
  'addrline1',
);
alias('address.address2', 'address2', 'addressline2', 'addr2', 'streetaddress2', 'addrline2');
alias('address.city', 'city', 'town');
alias('address.state', 'state', 'province', 'stateprovince');
alias('address.zip', 'zip', 'zipcode', 'postalcode', 'postcode', 'zip5', 'zippostal', 'zippostalcode', 'postalzip', 'postalzipcode');
alias('address.county', 'county');
alias('address.country', 'country');
alias('driverLicense', 'dl', 'driverlicense', 'driverslicense', 'driverlicensenumber', 'driverslicensenumber', 'dlnumber');
alias('eid', 'eid', 'externalid');
alias('contact', 'contact');
alias('card', 'card', 'cardnumber', 'creditcard', 'creditcardnumber', 'ccnumber', 'ccnum');
alias('riskLevel', 'risklevel', 'risk');
alias('dateAdded', 'dateadded', 'addedon');
alias('sources', 'sources', 'source', 'leaksources', 'leaksource');

// The columns of CRM and web-shop exports (ADR 0203): WordPress and WooCommerce users
// (user_email, billing_*, shipping_*), Salesforce contacts (Mailing *, Other *), Shopify
// customers (Default Address *, Province Code) and HubSpot (State/Region, Country/Region). Each
// prefix names a set of address columns: an address is taken whole from one set, never part
// from billing and part from shipping (ADR 0216, see addressSetOf). Emails and phones keep every
// value. user_pass holds a password hash: a password of its own (ADR 0306). A shipping name,
// and a shipping phone, can be another person's (a gift's recipient): they fill no field.
// display_name is the whole name WordPress shows, used only when the row has no first or last
// name. A bare "Country Code" is
// left out: dumps use it for a phone's calling code.
alias('emails', 'useremail', 'billingemail');
alias('phones', 'billingphone', 'defaultaddressphone');
alias('name', 'displayname');
alias('firstName', 'billingfirstname');
alias('lastName', 'billinglastname');
alias('address.street', 'billingaddress1', 'shippingaddress1', 'mailingstreet', 'otherstreet', 'defaultaddressaddress1');
alias('address.address2', 'billingaddress2', 'shippingaddress2', 'defaultaddressaddress2');
alias('address.city', 'billingcity', 'shippingcity', 'mailingcity', 'othercity', 'defaultaddresscity');
alias(
  'address.state',
  'billingstate',
  'shippingstate',
  'mailingstate',
  'mailingstateprovince',
  'otherstate',
  'otherstateprovince',
  'defaultaddressprovince',
  'defaultaddressprovincecode',
  'provincecode',
  'stateregion',
);
alias(
  'address.zip',
  'billingpostcode',
  'shippingpostcode',
  'mailingzip',
  'mailingpostalcode',
  'mailingzippostalcode',
  'otherzip',
  'otherpostalcode',
  'otherzippostalcode',
  'defaultaddresszip',
);
alias(
  'address.country',
  'billingcountry',
  'shippingcountry',
  'mailingcountry',
  'othercountry',
  'defaultaddresscountry',
  'defaultaddresscountrycode',
  'countryregion',
);

// The same fields as breach dumps from outside the English-speaking world name them (French,
// German, Spanish, Italian, Portuguese, Dutch and the Nordic languages), accents folded. Where a
// language's word for "name" means the given name beside a surname column (nombre, nome, nom),
// it maps to the name part: alone in a file it still becomes the whole name. Words that also
// name something else in English exports ("Region", "Via", "By", "Cap") or in the same
// language's HR files ("Estado": a status) are left out: a ZIP code or a state shows on the
// public cards, so a stray column must not become one.
dayFirstAlias('firstName', 'prenom', 'vorname', 'nombre', 'nome', 'voornaam', 'fornavn', 'fornamn', 'etunimi', 'imie');
dayFirstAlias(
  'lastName',
  'nom',
  'nomdefamille',
  'nachname',
  'familienname',
  'apellido',
  'apellidos',
  'cognome',
  'sobrenome',
  'apelido',
  'achternaam',
  'efternavn',
  'efternamn',
  'etternavn',
  'sukunimi',
  'nazwisko',
);
dayFirstAlias('name', 'nomcomplet', 'nombrecompleto', 'nombreyapellidos', 'nomecompleto', 'vollername', 'naam', 'volledigenaam');
dayFirstAlias(
  'emails',
  'mail',
  'courriel',
  'adressemail',
  'adresseemail',
  'emailadresse',
  'correo',
  'correoelectronico',
  'epost',
  'sahkoposti',
);
dayFirstAlias(
  'phones',
  'portable',
  'telephoneportable',
  'numerodetelephone',
  'telefon',
  'telefonnummer',
  'handy',
  'mobiltelefon',
  'telefono',
  'celular',
  'movil',
  'cellulare',
  'telemovel',
  'telefoon',
  'telefoonnummer',
  'mobiel',
  'puhelin',
  'telefonomovil',
  'telefonocelular',
  'numerodetelefono',
  'numerodecelular',
  'numerodemovil',
  'handynummer',
  'mobilnummer',
  'telefone',
  'numerodetelefone',
  'numerodeportable',
  'numeroditelefono',
  'telefonocellulare',
  'mobielnummer',
);
dayFirstAlias(
  'dob',
  'datedenaissance',
  'geburtsdatum',
  'fechadenacimiento',
  'datadinascita',
  'datadenascimento',
  'geboortedatum',
  'fodelsedatum',
  'fechanacimiento',
  'geburtstag',
  'gebdatum',
);
dayFirstAlias(
  'address.street',
  'adresse',
  'rue',
  'strasse',
  'anschrift',
  'direccion',
  'calle',
  'domicilio',
  'indirizzo',
  'endereco',
  'rua',
  'adres',
  'straat',
);
dayFirstAlias(
  'address.city',
  'ville',
  'localite',
  'commune',
  'stadt',
  'ort',
  'wohnort',
  'ciudad',
  'localidad',
  'municipio',
  'citta',
  'comune',
  'cidade',
  'plaats',
  'woonplaats',
  'stad',
  'kaupunki',
);
dayFirstAlias('address.state', 'bundesland', 'provincia', 'regione');
dayFirstAlias('address.zip', 'codepostal', 'plz', 'postleitzahl', 'codigopostal', 'cep', 'postnummer', 'postinumero');
dayFirstAlias('address.county', 'departement', 'landkreis', 'kreis', 'condado');
dayFirstAlias('address.country', 'pays', 'land', 'pais', 'paese', 'nazione');
// Longer names of the same columns: a Dutch e-mail address, a German street written with its
// house number, a Spanish or Mexican first surname (the second one stays in the original row:
// a name has one surname field, and the first is the one a person is searched by).
dayFirstAlias('emails', 'E-mailadres');
dayFirstAlias('address.street', 'Straße und Hausnummer', 'Straße + Hausnummer', 'Strasse und Hausnummer');
dayFirstAlias('lastName', 'Primer apellido', 'Apellido paterno');
// Polish, written as the files write it (folded like the rest: "Miejscowość" -> "miejscowosc").
// "Imię" and "Nazwisko" were there; without the others a Polish file's emails, phones, places
// and birth dates were ignored columns that no search could find.
dayFirstAlias('name', 'Imię i nazwisko');
dayFirstAlias('emails', 'Adres e-mail', 'Poczta elektroniczna');
dayFirstAlias('phones', 'Numer telefonu', 'Nr telefonu', 'Telefon komórkowy', 'Telefon kontaktowy', 'Komórka', 'Numer komórki');
dayFirstAlias('dob', 'Data urodzenia');
dayFirstAlias('address.street', 'Ulica', 'Adres zamieszkania');
dayFirstAlias('address.city', 'Miasto', 'Miejscowość');
dayFirstAlias('address.zip', 'Kod pocztowy');
dayFirstAlias('address.state', 'Województwo');
dayFirstAlias('address.county', 'Powiat');
dayFirstAlias('address.country', 'Kraj');

// Headers in other scripts (ADR 0186), as they are written; normalizeHeader folds them when
// registered and when read (ё -> е, й -> и, accents dropped). Words another language already
// uses, or short enough to name something else ("Ad", "Adi", "İl", "Cep" in Turkish), are left
// out, as for the Latin-script languages above. Russian, Ukrainian and Bulgarian, Greek and
// Turkish write the day first; Chinese (simplified and traditional), Japanese and Korean the
// year. A single character of those scripts can be a whole header (姓, 名).
dayFirstAlias('firstName', 'Имя', 'Ім’я', "Ім'я", 'Име', 'Όνομα', 'Adı');
dayFirstAlias('middleName', 'Отчество', 'По батькові', 'Презиме');
dayFirstAlias('lastName', 'Фамилия', 'Прізвище', 'Фамилно име', 'Επώνυμο', 'Soyad', 'Soyadı', 'Soyadi');
dayFirstAlias('name', 'ФИО', 'Ф.И.О.', 'ПІБ', 'Полное имя', 'Ονοματεπώνυμο', 'Ad Soyad', 'Adı Soyadı', 'Ad soyadi');
dayFirstAlias(
  'emails',
  'Электронная почта',
  'Эл. почта',
  'Почта',
  'Електронна пошта',
  'Ел. пошта',
  'Имейл',
  'Ηλεκτρονικό ταχυδρομείο',
  'E-posta',
  'Eposta',
);
dayFirstAlias(
  'phones',
  'Телефон',
  'Мобильный',
  'Мобильный телефон',
  'Номер телефона',
  'Мобільний',
  'Номер телефону',
  'Τηλέφωνο',
  'Κινητό',
  'Cep telefonu',
);
dayFirstAlias('dob', 'Дата рождения', 'Дата народження', 'Дата на раждане', 'Ημερομηνία γέννησης', 'Doğum tarihi');
dayFirstAlias('address.street', 'Адрес', 'Адреса', 'Улица', 'Вулиця', 'Διεύθυνση', 'Οδός');
dayFirstAlias('address.city', 'Город', 'Населённый пункт', 'Місто', 'Град', 'Πόλη', 'Şehir', 'Sehir');
dayFirstAlias('address.state', 'Область', 'Νομός');
dayFirstAlias(
  'address.zip',
  'Индекс',
  'Почтовый индекс',
  'Індекс',
  'Поштовий індекс',
  'Пощенски код',
  'Ταχυδρομικός κώδικας',
  'Τ.Κ.',
  'Posta kodu',
);
dayFirstAlias('address.county', 'Район', 'İlçe');
dayFirstAlias('address.country', 'Страна', 'Країна', 'Държава', 'Χώρα', 'Ülke');
// Arabic, Hebrew and Hindi exports: their countries write the day first.
dayFirstAlias('firstName', 'الاسم الأول', 'שם פרטי', 'पहला नाम');
dayFirstAlias('lastName', 'اسم العائلة', 'الكنية', 'שם משפחה', 'उपनाम');
dayFirstAlias('name', 'الاسم', 'الاسم الكامل', 'שם', 'שם מלא', 'नाम', 'पूरा नाम');
dayFirstAlias('emails', 'البريد الإلكتروني', 'الإيميل', 'דוא"ל', 'דואל', 'אימייל', 'ईमेल');
dayFirstAlias('phones', 'الهاتف', 'رقم الهاتف', 'الجوال', 'رقم الجوال', 'טלפון', 'נייד', 'फ़ोन', 'फोन', 'मोबाइल', 'मोबाइल नंबर');
dayFirstAlias('dob', 'تاريخ الميلاد', 'תאריך לידה', 'जन्म तिथि', 'जन्मतिथि');
dayFirstAlias('address.street', 'العنوان', 'כתובת', 'पता');
dayFirstAlias('address.city', 'المدينة', 'עיר', 'शहर');
dayFirstAlias('address.zip', 'الرمز البريدي', 'מיקוד', 'पिन कोड', 'पिनकोड');
dayFirstAlias('address.country', 'الدولة', 'البلد', 'ארץ', 'देश');
yearFirstAlias('firstName', '名', '名字', '이름', '名前');
yearFirstAlias('lastName', '姓', '姓氏', '성');
yearFirstAlias('name', '姓名', '氏名', '성명');
yearFirstAlias('emails', '邮箱', '郵箱', '电子邮件', '電子郵件', '电子邮箱', 'メール', 'メールアドレス', '이메일', '전자우편');
yearFirstAlias(
  'phones',
  '电话',
  '電話',
  '手机',
  '手機',
  '手机号',
  '手机号码',
  '电话号码',
  '電話番号',
  '携帯',
  '携帯電話',
  '전화',
  '전화번호',
  '휴대폰',
  '휴대전화',
);
yearFirstAlias('dob', '出生日期', '生日', '生年月日', '생년월일');
yearFirstAlias('address.street', '地址', '住所', '주소');
yearFirstAlias('address.city', '城市', '市区町村', '도시');
yearFirstAlias('address.state', '省', '省份', '都道府県');
yearFirstAlias('address.zip', '邮编', '郵編', '邮政编码', '郵遞區號', '郵便番号', '우편번호');
yearFirstAlias('address.country', '国家', '國家', '国', '국가');

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

// An address split into columns (ADR 0249): a house number, and in US voter files the street's
// type, beside the street's name. They fill no field of their own: mapRow joins them to the
// street of their set, "12" and "Oak" and "St" as "12 Oak St", so the street is found as it is
// typed. A column of them in a file without a street column of its set is not recognised.
// "Number", "Numéro", "Número" and "Nr" are a house number only right beside a street column,
// "Unit" a second address line only beside a street or a house number (PAIRED_ALIASES): alone
// they are as often an id, a phone or an HR business unit. "Zip+4" fills the ZIP code only with
// a whole ZIP or ZIP+4: voter files put the four-digit add-on alone under it. Italian "Via" stays
// left out (ADR 0155), so "Numero civico" has a street only beside "Indirizzo".
alias(
  'address.houseNumber',
  'housenumber',
  'housenum',
  'houseno',
  'streetnumber',
  'streetnum',
  'streetno',
  'stnum',
  'stnumber',
  'stno',
  'addressnumber',
  'reshousenumber',
  'billinghousenumber',
  'shippinghousenumber',
);
alias('address.streetSuffix', 'streetsuffix', 'resstreetsuffix', 'streettype', 'stsuffix', 'sttype');
alias('address.street', 'streetname', 'stname', 'resstreetname');
alias('address.address2', 'apt', 'aptno', 'aptnum', 'aptnumber', 'apartment', 'apartmentnumber', 'suite', 'unitnumber', 'resunit');
alias('address.zip', 'postal');
alias('address.zipPlus4', 'zip4', 'zipplus4', 'zipcodeplus4');
dayFirstAlias('address.houseNumber', 'hausnummer', 'hausnr', 'huisnummer', 'huisnr', 'numerocivico', 'numerodecalle', 'numerodevoie');
dayFirstAlias('address.street', 'strassenname', 'straatnaam', 'nomdevoie', 'nombredecalle');

// Employment and benefit columns map 1:1 from their field names (EmployeeID is both an id and
// an employment field, so it lands in both places).
for (const f of EMPLOYMENT_FIELDS) alias(`employment.${f}`, normalizeHeader(f));
alias('employment.employer', 'company', 'companyname', 'employername');
alias('employment.location', 'worklocation');
alias('employment.jobTitle', 'position');
alias('employment.department', 'dept');
alias('employment.dateOfHire', 'hiredate');
alias('employment.employeeStatus', 'employmentstatus');
alias('employment.type', 'employeetype', 'employmenttype');
for (const f of BENEFIT_FIELDS) alias(`benefits.${f}`, normalizeHeader(f));
alias('benefits.pcp', 'primarycarephysician');

/** Normalised header -> the record fields it fills. */
export const FIELD_ALIASES: Readonly<Record<string, readonly FieldTarget[]>> = table;

/**
 * Headers that name an address part only beside the part they go with (ADR 0249), and the
 * targets of the neighbour that make them so: "Number" beside "Street" is the house number.
 */
interface PairedAlias {
  target: FieldTarget;
  beside: readonly FieldTarget[];
}
const HOUSE_NUMBER_BESIDE_STREET: PairedAlias = { target: 'address.houseNumber', beside: ['address.street'] };
const PAIRED_ALIASES: ReadonlyMap<string, PairedAlias> = new Map([
  ['number', HOUSE_NUMBER_BESIDE_STREET],
  ['numero', HOUSE_NUMBER_BESIDE_STREET],
  ['nr', HOUSE_NUMBER_BESIDE_STREET],
  ['unit', { target: 'address.address2', beside: ['address.street', 'address.houseNumber'] }],
]);

/** "SS#", "SS #", "S.S. No.": a Social Security number; a bare "SS" is a size, a shift or a source as often. */
const SS_NUMBER = /^\s*s\.?\s*s\.?\s*(?:#|no\.?)\s*$/i;
const SSN_TARGETS: readonly FieldTarget[] = ['ssn'];

/**
 * Keys that name a column only when the header is written in ASCII: "NINO" is a British
 * National Insurance number, "Niño" (a child, in Spanish) folds to the same key.
 */
const ASCII_ONLY_KEYS: ReadonlySet<string> = new Set(['nino']);
// eslint-disable-next-line no-control-regex -- any character past ASCII
const NON_ASCII = /[^\x00-\x7f]/;

/** Targets for one header, or an empty list when it is not recognised. */
export function targetsForHeader(header: string): readonly FieldTarget[] {
  const key = aliasKeyOf(header);
  if (ASCII_ONLY_KEYS.has(key) && NON_ASCII.test(header)) return [];
  return FIELD_ALIASES[key] ?? (SS_NUMBER.test(header) ? SSN_TARGETS : []);
}

/** Letters a date format names its parts with: English, German (TT.MM.JJJJ), French and Spanish (jj/mm/aaaa, dd/mm/aaaa). */
// Four-letter years first: "JJJJ.TT.MM" is a year, a day and a month, not "JJ", "JJ" and "TT".
const DATE_PART = '(?:yyyy|jjjj|aaaa|dd|tt|jj|mm|yy|aa)';
/** A date format in a header, with or without brackets and separators: "dd/mm/yyyy", "[DD.MM.YYYY]", "yyyymmdd". */
const DATE_FORMAT_NOTE = new RegExp(`[([]?(?<![\\p{L}\\p{N}])${DATE_PART}(?:\\s*[/.-]?\\s*${DATE_PART}){2}(?![\\p{L}\\p{N}])[)\\]]?`, 'iu');

/** A year-first format naming the day before the month: "YYYY-DD-MM", "yyyyddmm", "JJJJ.TT.MM" (ADR 0273). */
const YEAR_DAY_MONTH = /(?<![\p{L}\p{N}])(?:yyyy|jjjj|aaaa|yy|aa)\s*[/.-]?\s*(?:dd|tt|jj)\s*[/.-]?\s*mm(?![\p{L}\p{N}])/iu;
const DATE_TARGETS: ReadonlySet<FieldTarget> = new Set(['dob', 'dateAdded']);

/**
 * The table's key for a header: its whole normalised form when the table has it, else its Latin
 * letters and digits, as headers were read before other scripts counted ("E-mail (личный)"
 * still fills the emails).
 */
function aliasKeyOf(header: string): string {
  const key = normalizeHeader(header);
  if (FIELD_ALIASES[key] !== undefined) return key;
  // A note in parentheses says how the column is written or which one it is: "DOB
  // (MM/DD/YYYY)", "Phone Number (Home)".
  const unnoted = header.indexOf('(') > 0 ? normalizeHeader(header.replace(/\([^()]*\)/g, ' ')) : '';
  if (unnoted !== '' && FIELD_ALIASES[unnoted] !== undefined) return unnoted;
  // A date format written without parentheses (ADR 0263): "DOB dd/mm/yyyy", "Birth Date
  // [DD.MM.YYYY]", "dob_yyyymmdd". Unrecognised, the column's dates were no birth dates.
  if (DATE_FORMAT_NOTE.test(header)) {
    const unformatted = normalizeHeader(header.replace(DATE_FORMAT_NOTE, ' '));
    if (unformatted !== '' && FIELD_ALIASES[unformatted] !== undefined) return unformatted;
  }
  return latinPartOf(key);
}

// Column operations are small integers so mapRow dispatches with a dense switch; address,
// employment and benefit fields are slots of one array, turned into objects once per row.
const OP_EXTERNAL_ID = 0;
const OP_FIRST_NAME = 1;
const OP_MIDDLE_NAME = 2;
const OP_LAST_NAME = 3;
const OP_SUFFIX = 4;
const OP_NAME = 5;
const OP_EMAILS = 6;
const OP_PHONES = 7;
const OP_SSN = 8;
const OP_DOB = 9;
const OP_DRIVER_LICENSE = 10;
const OP_EID = 11;
const OP_CONTACT = 12;
const OP_CARD = 13;
const OP_RISK_LEVEL = 14;
const OP_DATE_ADDED = 15;
const OP_SOURCES = 16;
const OP_NATIONAL_ID = 17;
const OP_SSN_LAST4 = 18;
const OP_PASSWORD = 19;
const OP_SECURITY_ANSWER = 20;
const OP_BANK_ACCOUNT = 21;
const OP_BANK_ROUTING = 22;
/** ops >= OP_GROUP are OP_GROUP + a slot of GROUP_SLOTS */
const OP_GROUP = 32;

const SIMPLE_OPS: Record<string, number> = {
  externalId: OP_EXTERNAL_ID,
  firstName: OP_FIRST_NAME,
  middleName: OP_MIDDLE_NAME,
  lastName: OP_LAST_NAME,
  suffix: OP_SUFFIX,
  name: OP_NAME,
  emails: OP_EMAILS,
  phones: OP_PHONES,
  ssn: OP_SSN,
  dob: OP_DOB,
  driverLicense: OP_DRIVER_LICENSE,
  eid: OP_EID,
  contact: OP_CONTACT,
  card: OP_CARD,
  riskLevel: OP_RISK_LEVEL,
  dateAdded: OP_DATE_ADDED,
  sources: OP_SOURCES,
  nationalId: OP_NATIONAL_ID,
  ssnLast4: OP_SSN_LAST4,
  password: OP_PASSWORD,
  securityAnswer: OP_SECURITY_ANSWER,
  bankAccount: OP_BANK_ACCOUNT,
  bankRouting: OP_BANK_ROUTING,
};

const ADDRESS_FIELDS = ['street', 'address2', 'city', 'state', 'zip', 'county', 'country'] as const satisfies readonly AddressField[];
/** The address fields, and the parts joined to the street before it is stored (ADR 0249). */
const ADDRESS_PARTS = [...ADDRESS_FIELDS, 'houseNumber', 'streetSuffix', 'zipPlus4'] as const;
const GROUP_SLOTS: readonly string[] = [
  ...ADDRESS_PARTS.map((f) => `address.${f}`),
  ...EMPLOYMENT_FIELDS.map((f) => `employment.${f}`),
  ...BENEFIT_FIELDS.map((f) => `benefits.${f}`),
];
const EMPLOYMENT_START = ADDRESS_PARTS.length;
const STREET_SLOT = ADDRESS_PARTS.indexOf('street');
const HOUSE_NUMBER_SLOT = ADDRESS_PARTS.indexOf('houseNumber');
const STREET_SUFFIX_SLOT = ADDRESS_PARTS.indexOf('streetSuffix');
const ZIP_PLUS4_SLOT = ADDRESS_PARTS.indexOf('zipPlus4');
const BENEFITS_START = EMPLOYMENT_START + EMPLOYMENT_FIELDS.length;

export interface ColumnMapping {
  index: number;
  /** The header as given (trimmed), used as the allFields key; made unique for repeated headers. */
  key: string;
  targets: readonly FieldTarget[];
  /** Precompiled targets, see OP_* */
  ops: readonly number[];
  /**
   * A date column whose header names a year-day-month format ("DOB (YYYY-DD-MM)", "dob_yyyyddmm"):
   * its year-first dates are read so (ADR 0273). Absent for every other column.
   */
  yearFirstOrder?: YearFirstOrder;
  /**
   * A date column whose every date cell of the whole input is a spreadsheet day number ("31107"):
   * its numbers are read as dates (ADR 0274). Set only by `withSpreadsheetDays`, for the columns
   * the reader's findings named (the console sends them with its rows); absent otherwise.
   */
  spreadsheetDays?: true;
  /**
   * In a file with more than one set of address columns (billing and shipping, Mailing and
   * Other): the rank of this column's set, 0 the set read first (ADR 0216). Absent otherwise.
   */
  addressSet?: number;
}

export interface ResolvedHeaders {
  headers: readonly string[];
  /** One entry per column, recognised or not (unrecognised columns still go to allFields). */
  mapping: readonly ColumnMapping[];
  /** Headers that fill at least one record field, as given. */
  recognized: string[];
  /** Headers kept only in allFields, as given. */
  ignored: string[];
  /** Reference date for DOB plausibility, fixed once per file. */
  today: Date;
  /**
   * How the file's slashed dates are read: day first when more of its recognised headers are
   * words of the day-first languages (French, German, …) than English ones (ADR 0171).
   */
  dateOrder: DateOrder;
  /** How many sets of address columns the file has, when more than one (ADR 0216). */
  addressSets?: number;
  /** Whether a house number, a street type or a ZIP+4 column is joined to its address (ADR 0249). */
  joinsParts?: true;
}

/** A date column's values in some rows that the import cannot read as dates. */
export interface UnreadDates {
  /** The column's key, as allFields names it. */
  column: string;
  count: number;
  /** The first of them, as written. */
  example: string;
}

/**
 * A date column's cell as the import reads it: undefined when it holds no value (empty, a
 * placeholder), else the value (out of Excel's `="…"`) and the date stored from it, if any.
 */
export function readDateCell(
  resolved: ResolvedHeaders,
  m: ColumnMapping,
  cell: string | undefined,
): { value: string; date: string | undefined } | undefined {
  const v = unwrapExcelText((cell ?? '').trim());
  if (v === '' || isNullToken(v)) return undefined;
  const date = m.targets.includes('dob')
    ? (normalizeDob(v, resolved.today, resolved.dateOrder, m.yearFirstOrder) ??
      (m.spreadsheetDays ? normalizeSpreadsheetDob(v, resolved.today) : undefined))
    : (normalizeDate(v, resolved.today, resolved.dateOrder, m.yearFirstOrder) ??
      (m.spreadsheetDays ? normalizeSpreadsheetDate(v, resolved.today) : undefined));
  return { value: v, date };
}

/**
 * Per date column, the values of `rows` the import would not store as a date (unreadable, a
 * birth date before 1900 or in the future): they stay only in each record's original row, so
 * the person importing is told before anything is stored (the console's preview).
 */
export function unreadDates(resolved: ResolvedHeaders, rows: readonly (readonly string[])[]): UnreadDates[] {
  const out: UnreadDates[] = [];
  for (const m of resolved.mapping) {
    if (!isDateColumn(m)) continue;
    let found: UnreadDates | undefined;
    for (const row of rows) {
      const cell = readDateCell(resolved, m, row[m.index]);
      if (cell === undefined || cell.date !== undefined) continue;
      if (found) found.count++;
      else out.push((found = { column: m.key, count: 1, example: cell.value }));
    }
  }
  return out;
}

/** Whether any column fills a date the import reads (a birth date, the date added). */
export function hasDateColumn(resolved: ResolvedHeaders): boolean {
  return resolved.mapping.some((m) => m.targets.includes('dob') || m.targets.includes('dateAdded'));
}

/** Whether a column fills a date the import reads: only such a column can hold spreadsheet day numbers. */
export const isDateColumn = (m: ColumnMapping): boolean => m.targets.some((t) => DATE_TARGETS.has(t));

/**
 * The headers with these columns' numbers read as spreadsheet day numbers (ADR 0274), or the
 * first column index that is no date column (a phone, an SSN or a ZIP code is never read so).
 * A copy: the headers resolved for other rows are left as they are.
 */
export function withSpreadsheetDays(resolved: ResolvedHeaders, columns: readonly number[]): ResolvedHeaders | { notADateColumn: number } {
  if (columns.length === 0) return resolved;
  for (const index of columns) {
    const m = resolved.mapping[index];
    if (!m || !isDateColumn(m)) return { notADateColumn: index };
  }
  const mapping = resolved.mapping.map((m): ColumnMapping => (columns.includes(m.index) ? { ...m, spreadsheetDays: true } : m));
  return { ...resolved, mapping };
}

/**
 * How the import reads the file's dates, as the preview and the command line say it: the file's
 * order (ADR 0171), and each column that names a year-day-month format (ADR 0273).
 */
export function dateReadingLabel(resolved: ResolvedHeaders): string {
  const yearDayMonth = resolved.mapping.filter((m) => m.yearFirstOrder === 'day-month').map((m) => `“${m.key}”`);
  const order = DATE_ORDER_LABELS[resolved.dateOrder];
  if (yearDayMonth.length === 0) return order;
  return `${order}; ${yearDayMonth.join(', ')} year, day, month, as ${yearDayMonth.length === 1 ? 'its name says' : 'their names say'} (1980-31-12)`;
}

/**
 * A header's note of its dates' order: "DOB (DD/MM/YYYY)", "Hire date (mm-dd-yyyy)", "DOB
 * ddmmyyyy", "Geburtsdatum TT.MM.JJJJ" (ADR 0263): the day is dd, tt or jj.
 */
const WRITTEN_ORDER = /(?<![\p{L}\p{N}])(dd|tt|jj|mm)\s*[/.-]?\s*(dd|tt|jj|mm)\s*[/.-]?\s*(?:yyyy|jjjj|aaaa|yy|jj|aa)(?![\p{L}\p{N}])/iu;
const isDayPart = (part: string): boolean => part.toLowerCase() !== 'mm';

/**
 * Day first when the recognised headers are mostly in the languages that write dates so, or
 * when a column's name says how its dates are written.
 */
export function dateOrderOfHeaders(headers: readonly string[]): DateOrder {
  // A column that says how it writes its dates says it for the file, whatever its language.
  for (const header of headers) {
    const written = WRITTEN_ORDER.exec(header);
    if (written && isDayPart(written[1]!) !== isDayPart(written[2]!)) return isDayPart(written[1]!) ? 'day-first' : 'month-first';
  }
  let english = 0;
  let dayFirst = 0;
  for (const header of headers) {
    const key = aliasKeyOf(header.trim());
    if (englishHeaders.has(key)) english++;
    else if (dayFirstHeaders.has(key)) dayFirst++;
  }
  return dayFirst > english ? 'day-first' : 'month-first';
}

const COUNTRY_SLOT = ADDRESS_FIELDS.indexOf('country');

/**
 * The set of address columns a column belongs to (ADR 0216): the prefix of an export's address
 * columns (WooCommerce billing_* and shipping_*, Salesforce Mailing * and Other *, Shopify
 * Default Address *), or '' for unprefixed columns (Address, City, Zip). Shipping and Other are
 * secondary: a shipping address may be a gift's recipient's, Other is a contact's second one.
 */
function addressSetOf(header: string): { name: string; secondary: boolean } {
  const key = aliasKeyOf(header);
  if (key.startsWith('billing')) return { name: 'billing', secondary: false };
  if (key.startsWith('shipping')) return { name: 'shipping', secondary: true };
  if (key.startsWith('defaultaddress')) return { name: 'defaultaddress', secondary: false };
  // "Mailing Address" is a whole street of an unprefixed set (Mailing Address, City, Zip).
  if (key.startsWith('mailing') && key !== 'mailingaddress') return { name: 'mailing', secondary: false };
  if (key.startsWith('other')) return { name: 'other', secondary: true };
  return { name: '', secondary: false };
}

/**
 * Ranks the sets of address columns (primary sets before secondary ones, then in the file's
 * order) and marks each address column with its set's rank, when there is more than one set.
 */
function rankAddressSets(headers: readonly string[], mapping: ColumnMapping[]): number | undefined {
  const sets = new Map<string, { secondary: boolean; first: number }>();
  const setOf: (string | undefined)[] = [];
  for (const m of mapping) {
    if (!m.targets.some((t) => t.startsWith('address.'))) continue;
    const set = addressSetOf((headers[m.index] ?? '').trim());
    setOf[m.index] = set.name;
    if (!sets.has(set.name)) sets.set(set.name, { secondary: set.secondary, first: m.index });
  }
  if (sets.size < 2) return undefined;
  const ranked = [...sets.entries()].sort((a, b) => Number(a[1].secondary) - Number(b[1].secondary) || a[1].first - b[1].first);
  const rank = new Map(ranked.map(([name], i) => [name, i]));
  for (const m of mapping) {
    const name = setOf[m.index];
    if (name !== undefined) m.addressSet = rank.get(name)!;
  }
  return sets.size;
}

/**
 * The address of a row whose file has several sets of address columns: the first set, by rank,
 * that holds any part beside a country; else the first that holds a country. Never parts of two.
 */
function chooseAddress(sets: readonly ((string | undefined)[] | undefined)[]): (string | undefined)[] | undefined {
  let countryOnly: (string | undefined)[] | undefined;
  for (const parts of sets) {
    if (!parts) continue;
    for (let i = 0; i < ADDRESS_FIELDS.length; i++) if (i !== COUNTRY_SLOT && parts[i] !== undefined) return parts;
    countryOnly ??= parts[COUNTRY_SLOT] !== undefined ? parts : undefined;
  }
  return countryOnly;
}

function toOp(target: FieldTarget): number {
  const simple = SIMPLE_OPS[target];
  if (simple !== undefined) return simple;
  return OP_GROUP + GROUP_SLOTS.indexOf(target);
}

const STREET_PARTS: ReadonlySet<FieldTarget> = new Set(['address.houseNumber', 'address.streetSuffix']);

/**
 * The columns' targets with the address parts that name one only beside another (ADR 0249): a
 * paired header ("Number", "Unit") takes its target beside the column it goes with, and a house
 * number or street type column keeps its own only when its set of address columns (ADR 0216) has
 * a street to join it to; without one it fills nothing and is listed as ignored.
 */
function streetPartTargets(headers: readonly string[], targets: (readonly FieldTarget[])[]): (readonly FieldTarget[])[] {
  for (let i = 0; i < headers.length; i++) {
    if (targets[i]!.length > 0) continue;
    const paired = PAIRED_ALIASES.get(normalizeHeader(headers[i]!));
    if (!paired) continue;
    const beside = (j: number) => (targets[j] ?? []).some((t) => paired.beside.includes(t));
    if (beside(i - 1) || beside(i + 1)) targets[i] = [paired.target];
  }
  for (let i = 0; i < headers.length; i++) {
    if (!targets[i]!.some((t) => STREET_PARTS.has(t))) continue;
    const set = addressSetOf(headers[i]!).name;
    const hasStreet = targets.some((ts, j) => ts.includes('address.street') && addressSetOf(headers[j]!).name === set);
    if (!hasStreet) targets[i] = targets[i]!.filter((t) => !STREET_PARTS.has(t));
  }
  return targets;
}

export function resolveHeaders(headers: readonly string[], today: Date = new Date()): ResolvedHeaders {
  const recognized: string[] = [];
  const ignored: string[] = [];
  // "__proto__" as a key of the plain allFields object would set its prototype, and zod's
  // records leave such a key out: the value would be lost without a word. It is named as a
  // repeated header is, "__proto__ (2)".
  const usedKeys = new Set<string>(['__proto__']);
  const trimmed = headers.map((raw) => (raw ?? '').trim());
  const targetsOf = streetPartTargets(
    trimmed,
    trimmed.map((header) => (header === '' ? [] : targetsForHeader(header))),
  );
  const mapping = trimmed.map((header, index): ColumnMapping => {
    const base = header === '' ? `Column ${index + 1}` : header;
    let key = base;
    for (let n = 2; usedKeys.has(key); n++) key = `${base} (${n})`;
    usedKeys.add(key);
    const targets = targetsOf[index]!;
    (targets.length > 0 ? recognized : ignored).push(header === '' ? base : header);
    const column: ColumnMapping = { index, key, targets, ops: targets.map(toOp) };
    if (targets.some((t) => DATE_TARGETS.has(t)) && YEAR_DAY_MONTH.test(header)) column.yearFirstOrder = 'day-month';
    return column;
  });
  const addressSets = rankAddressSets(headers, mapping);
  const resolved: ResolvedHeaders = { headers, mapping, recognized, ignored, today, dateOrder: dateOrderOfHeaders(recognized) };
  if (addressSets !== undefined) resolved.addressSets = addressSets;
  if (mapping.some((m) => m.targets.some((t) => STREET_PARTS.has(t) || t === 'address.zipPlus4'))) resolved.joinsParts = true;
  return resolved;
}

/** `="…"` as a whole cell, its quotes doubled inside as Excel writes them. */
const EXCEL_TEXT = /^="((?:[^"]|"")*)"$/s;

/**
 * The value of Excel's text wrapper: a cell `="02134"` or `="5554091111"` is how a spreadsheet
 * keeps the leading zeros of a ZIP code or a phone (a formula that returns the text). The
 * wrapper is not part of the value (ADR 0194); any other cell is returned as it is.
 */
export function unwrapExcelText(value: string): string {
  const m = EXCEL_TEXT.exec(value);
  return m ? m[1]!.replace(/""/g, '"').trim() : value;
}

/** An apostrophe before a number: what keeps a spreadsheet from reading a text as a number. */
/** The last four digits of a value, or undefined when it has fewer (ADR 0306). */
function lastFourDigits(v: string): string | undefined {
  const digits = v.replace(/\D+/g, '');
  return digits.length >= 4 ? digits.slice(-4) : undefined;
}

const KEPT_AS_TEXT = /^'[+(]?[0-9][0-9 ().+/-]*$/;

/**
 * The value of a number written with a spreadsheet's text apostrophe: Shopify's and other
 * exports write a ZIP code or a phone as '07102 or '+19735550123 so that Excel keeps its leading
 * zero or plus (ADR 0205). So is a cell an export guarded against formulas ('=1+1, ours among
 * them): the apostrophe is not part of the value. Any other cell is returned as it is (an
 * apostrophe before letters is a name's: 'Big' Jim).
 */
export function withoutTextApostrophe(value: string): string {
  return KEPT_AS_TEXT.test(value) ? value.slice(1) : unguardFormula(value);
}

// Spreadsheet placeholders that mean "no value"; kept in allFields but never mapped. MySQL's
// `\N` too, only as written (a cell "\n" is not MySQL's).
const NULL_TOKENS = new Set(['null', 'n/a', '#n/a', 'none', 'nil', '-', '--']);

/** MySQL's NULL as `SELECT … INTO OUTFILE` and `mysql --batch` write it: exactly `\N` (ADR 0204). */
export const MYSQL_NULL = '\\N';

/**
 * A number field's placeholder: nothing but zeros and the punctuation numbers are written with
 * ("000-00-0000", "0000000000", "0"). Databases and forms fill a required SSN or phone so; no
 * SSN has a zero area, group or serial, and no phone is all zeros. As such a value it would mark
 * the record as leaking an SSN or a phone and raise its risk (ADR 0248); the original row keeps it.
 */
export function isZeroPlaceholder(v: string): boolean {
  return /^[0\s().+-]*0[0\s().+-]*$/.test(v);
}

function isNullToken(v: string): boolean {
  if (v.length > 4) return false;
  if (v === MYSQL_NULL) return true;
  const c = v.charCodeAt(0) | 32; // ASCII lowercase of the first char: n, #, -
  return (c === 110 || c === 35 || c === 45) && NULL_TOKENS.has(v.toLowerCase());
}

/** Adds the address of `value` when it is one; whether it was (a repeat of one already listed is). */
function addEmail(list: string[], value: string): boolean {
  // An invisible character copied with the address from a web page is not part of it: kept, the
  // address matched no search for the address it reads as (ADR 0208). Only non-ASCII text has one.
  // eslint-disable-next-line no-control-regex -- any character past ASCII
  let email = (/[^\x00-\x7f]/.test(value) ? withoutInvisibleCharacters(value) : value).toLowerCase();
  if (email.startsWith('mailto:')) email = email.slice(7);
  email = unwrapped(email);
  // "em.dot@example.com.": a domain's root dot (a fully qualified name) is not part of the
  // address, and with it no search finds the address (ADR 0194).
  if (email.endsWith('.')) email = email.replace(/\.+$/, '');
  const at = email.indexOf('@');
  if (at <= 0) return false;
  if (email.indexOf('@', at + 1) !== -1) {
    // Two "@" are never one address: stored whole, "a@x.com/b@y.com" matched no search for
    // either address. Two addresses joined by "/" or "|" are both taken; anything else, none.
    const parts = email.split(/[/|]/);
    if (parts.length < 2 || !parts.every(isOneAddress)) return false;
    for (const part of parts) addEmail(list, part);
    return true;
  }
  if (!list.includes(email)) list.push(email);
  return true;
}

/**
 * Quotes or brackets around a whole address: a file quoted twice ("ann@x.com" in its cell), a
 * SQL dump's strings ('ann@x.com'), a word processor's quotes. No address starts and ends with
 * a matching pair of them (a quoted local part ends before the "@"); kept, the address matched
 * no search for it.
 */
const ADDRESS_WRAPPERS: Readonly<Record<string, string>> = {
  '"': '"',
  "'": "'",
  '“': '”',
  '„': '“',
  '‘': '’',
  '«': '»',
  '‹': '›',
  '[': ']',
  '(': ')',
  '<': '>',
  '{': '}',
};

function unwrapped(email: string): string {
  while (email.length > 2 && ADDRESS_WRAPPERS[email[0]!] === email[email.length - 1]) email = email.slice(1, -1).trim();
  return email;
}

/** One "@", not first: the shape of one address. */
function isOneAddress(text: string): boolean {
  const at = text.indexOf('@');
  return at > 0 && text.indexOf('@', at + 1) === -1;
}

/** A word between two addresses that joins them: "a@x.com / b@y.com", "a@x.com or b@y.com". */
const ADDRESS_JOINER = /^(?:\/|\||&|and|or)$/i;

/** "Jo Retest <jo@example.com>": the address of a named mailbox. */
const NAMED_MAILBOX = /<\s*([^<>\s]+@[^<>\s]+)\s*>$/;

/**
 * The addresses of a cell: one, or several separated by ";", ",", "|" or spaces, or joined by
 * " / ", "&", "and" or "or", or named mailboxes ("Jo Retest <jo@example.com>"). A piece whose
 * other words are not all addresses ("john smith@example.com": an address broken by a space, or
 * a name beside one) gives none: its last word is another person's address, and the original row
 * keeps the cell as written (the findings name it: lostEmails). Returns the first piece that
 * held a value and gave no address, if any (ADR 0272): "a@x.com; john smith@y.com" keeps the
 * first address and must still name the second.
 */
function addEmails(list: string[], value: string): string | undefined {
  if (!/[;,|\s<(]/.test(value)) return addEmail(list, value) ? undefined : value;
  let unread: string | undefined;
  for (const piece of value.split(/[;,|]/)) {
    // A comment in parentheses is not an address: "jo@example.com (work)". An address in them
    // is one: "(jo2@example.com)" removed as a comment was lost without a word.
    const text = piece.replace(/\([^()@]*\)/g, ' ').trim();
    if (text === '') continue;
    const named = NAMED_MAILBOX.exec(text);
    if (named) {
      if (!addEmail(list, named[1]!)) unread ??= piece.trim();
      continue;
    }
    const words = text.split(/\s+/).filter((word) => !ADDRESS_JOINER.test(word));
    let read = words.length > 0 && words.every((word) => word.indexOf('@') > 0);
    if (read) for (const word of words) read = addEmail(list, word) && read;
    // A placeholder beside an address ("a@x.com; N/A") is no lost value; a comment alone is none either.
    if (!read && words.length > 0 && !isNullToken(text)) unread ??= piece.trim();
  }
  return unread;
}

/**
 * What of a cell of an email column mapRow takes no address from, when it holds a value (not
 * empty, not a placeholder such as "N/A"): the whole cell when it gives none (ADR 0262), or its
 * first piece that gives none beside the addresses it does give (ADR 0272). The import must say
 * so, not drop it silently; undefined when every piece is read.
 */
export function unreadEmailOf(cell: string): string | undefined {
  let v = cell.trim();
  if (v === '') return undefined;
  if (v.charCodeAt(0) === 61) v = unwrapExcelText(v);
  else if (v.charCodeAt(0) === 39) v = withoutTextApostrophe(v);
  if (v === '' || isNullToken(v)) return undefined;
  const found: string[] = [];
  const unread = addEmails(found, v);
  if (unread === undefined) return undefined;
  return found.length === 0 ? v : unread;
}

/** A number Excel shows in scientific notation: "1.55501E+10", "1,55501E+10" (a decimal comma). */
const SCIENTIFIC = /^[+-]?\d+(?:[.,]\d+)?e\+?\d+$/i;

/**
 * A phone Excel turned into a number and wrote in scientific notation: its last digits are
 * gone ("1.55501E+10" was 15550123456 or any of a million others). Never a phone: a wrong
 * number could be another person's (ADR 0194).
 */
export function isScientificNumber(value: string): boolean {
  return SCIENTIFIC.test(value);
}

/**
 * A number a data frame or a spreadsheet wrote as a decimal: pandas writes a column of numbers
 * that has a missing value as floats ("5551234567.0"). The ".0" is not part of a phone or a ZIP
 * code, and with it the digits are another number that no search finds.
 */
const PHONE_DECIMAL = /^(\+?\d{7,15})\.0+$/;
/** A ZIP code written so, its leading zero lost as well ("2134.0" for 02134, ADR 0196 pads it). */
const ZIP_DECIMAL = /^(\d{3,5})\.0+$/;
const ZIP_SLOT = ADDRESS_FIELDS.indexOf('zip');

function withoutDecimalZero(value: string, shape: RegExp): string {
  return shape.exec(value)?.[1] ?? value;
}

function addPhones(list: string[], keys: string[], value: string): void {
  if (isScientificNumber(value)) return;
  value = withoutDecimalZero(value, PHONE_DECIMAL);
  if (!/[;,]|\s\/\s/.test(value)) {
    // "+1 555 123 4567" and "555-123-4567" are one number, and so are "+971…" and "00971…".
    const key = phoneDigits(value);
    // A phone of zeros only is a form's placeholder, not a number (ADR 0248).
    if (key !== '' && !/^0+$/.test(key) && !keys.includes(key)) {
      keys.push(key);
      list.push(value);
    }
    return;
  }
  // " / " too: "555-702-2222 / 555-702-3333". A "/" without spaces stays, as in "030/1234567".
  for (const part of value.split(/[;,]|\s\/\s/)) addPhones(list, keys, part.trim());
}

/** A ZIP code or a ZIP+4, whole: "62704", "62704-1234", "627041234". */
const WHOLE_ZIP = /^\d{5}(?:-?\d{4})?$/;

/**
 * A house number as a column of its own holds it: "12", "12a", "12 B", "12bis", "12-14", "123-45",
 * "123 1/2". A phone or an id under an ambiguous "Number" header does not have this shape.
 */
const HOUSE_NUMBER = /^\d{1,6}(?:[- ]\d{1,5})?(?: \d\/\d)? ?[a-z]{0,3}$/i;

const HOUSE_NUMBER_DECIMAL = /^(\d{1,6})\.0+$/;

/** Whether the street's last word is the type, as the street key abbreviates both: "Oak Street" and "ST". */
function endsWithType(street: string, type: string): boolean {
  const last = street.slice(street.lastIndexOf(' ') + 1).toLowerCase();
  return abbreviateStreetWord(last) === abbreviateStreetWord(type.toLowerCase());
}

/** Whether `text` has `word` as its first (or last) word, case aside: "12 Oak St" has "12" first. */
function hasWordAt(text: string, word: string, first: boolean): boolean {
  const at = first ? 0 : text.length - word.length;
  if (at < 0 || text.slice(at, at + word.length).toLowerCase() !== word.toLowerCase()) return false;
  const next = first ? text.charCodeAt(word.length) : text.charCodeAt(at - 1);
  // The word ends at the text's end, at a space or at punctuation, not inside a longer number or word.
  return Number.isNaN(next) || !/[\p{L}\p{N}]/u.test(String.fromCharCode(next));
}

/**
 * The address of a row whose ZIP+4 has a column of its own, and the street of one whose house
 * number, or street type, has a column of its own (ADR 0249):
 * "<number> <street> <type>", as the street key reads a street and people type it. A street
 * that already starts or ends with the number, or ends with the type, is not given it twice; a
 * number or a type without a street makes no street (the original row keeps them).
 */
function joinAddressParts(groups: (string | undefined)[]): void {
  // A ZIP+4 column gives the ZIP code only whole: the four-digit add-on alone is none.
  const zipPlus4 = groups[ZIP_PLUS4_SLOT];
  if (groups[ZIP_SLOT] === undefined && zipPlus4 !== undefined && WHOLE_ZIP.test(zipPlus4)) groups[ZIP_SLOT] = zipPlus4;
  let street = groups[STREET_SLOT];
  if (street === undefined) return;
  const type = groups[STREET_SUFFIX_SLOT];
  if (type !== undefined && !endsWithType(street, type)) street = `${street} ${type}`;
  // A data frame writes a number column with a missing value as floats: "12.0" (as for a ZIP code).
  const number = withoutDecimalZero(groups[HOUSE_NUMBER_SLOT] ?? '', HOUSE_NUMBER_DECIMAL) || undefined;
  if (number !== undefined && HOUSE_NUMBER.test(number) && !hasWordAt(street, number, true) && !hasWordAt(street, number, false))
    street = `${number} ${street}`;
  groups[STREET_SLOT] = street;
}

function groupObject(values: readonly (string | undefined)[], from: number, names: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i < names.length; i++) {
    const v = values[from + i];
    if (v !== undefined) out[names[i]!] = v;
  }
  return out;
}

function isResolved(m: ResolvedHeaders | readonly string[]): m is ResolvedHeaders {
  return !Array.isArray(m);
}

/**
 * One row -> NormalizedRecord. Values are trimmed and taken out of Excel's `="…"`, empty values
 * and placeholders ("N/A") are dropped, emails lowercased and de-duplicated, phones de-duplicated by their digits, the DOB
 * normalised to YYYY-MM-DD (dropped if unreadable); the first non-empty value wins for single
 * fields, and an address is taken whole from one set of address columns (ADR 0216). allFields keeps every non-empty cell (trimmed) under its header. Pass the result of
 * resolveHeaders: passing raw headers re-resolves them on every call.
 */
export function mapRow(
  headersOrMapping: ResolvedHeaders | readonly string[],
  values: ArrayLike<string | null | undefined>,
): NormalizedRecord {
  const resolved = isResolved(headersOrMapping) ? headersOrMapping : resolveHeaders(headersOrMapping);
  const mapping = resolved.mapping;
  // A plain object on purpose: zod's z.record() and structured clones expect Object.prototype.
  const allFields: Record<string, string> = {};
  const emails: string[] = [];
  const phones: string[] = [];
  const phoneKeys: string[] = [];
  let sources: string[] = [];
  let groups: (string | undefined)[] | undefined;
  /** Per set of address columns, by rank, when the file has several (ADR 0216). */
  let addressSets: (string | undefined)[][] | undefined;
  let externalId: string | undefined;
  let firstName: string | undefined;
  let middleName: string | undefined;
  let lastName: string | undefined;
  let suffix: string | undefined;
  let fullName: string | undefined;
  let ssn: string | undefined;
  let dob: string | undefined;
  let driverLicense: string | undefined;
  let nationalId: string | undefined;
  let ssnLast4: string | undefined;
  let password: string | undefined;
  let securityAnswer: string | undefined;
  let bankAccount: string | undefined;
  let bankRouting: string | undefined;
  let eid: string | undefined;
  let contact: string | undefined;
  let card: string | undefined;
  let riskLevel: RiskLevel | undefined;
  let dateAdded: string | undefined;

  for (let c = 0; c < mapping.length; c++) {
    const col = mapping[c]!;
    const raw = values[col.index];
    if (raw == null) continue;
    let v = typeof raw === 'string' ? raw.trim() : String(raw).trim();
    if (v === '') continue;
    // The original row keeps the cell as written; the fields take its value.
    allFields[col.key] = v;
    const ops = col.ops;
    if (ops.length === 0) continue;
    if (v.charCodeAt(0) === 61) v = unwrapExcelText(v);
    else if (v.charCodeAt(0) === 39) v = withoutTextApostrophe(v);
    if (v === '' || isNullToken(v)) continue;
    for (let o = 0; o < ops.length; o++) {
      const op = ops[o]!;
      switch (op) {
        case OP_EXTERNAL_ID:
          externalId ??= v;
          break;
        case OP_FIRST_NAME:
          firstName ??= v;
          break;
        case OP_MIDDLE_NAME:
          middleName ??= v;
          break;
        case OP_LAST_NAME:
          lastName ??= v;
          break;
        case OP_SUFFIX:
          suffix ??= v;
          break;
        case OP_NAME:
          fullName ??= v;
          break;
        case OP_EMAILS:
          addEmails(emails, v);
          break;
        case OP_PHONES:
          addPhones(phones, phoneKeys, v);
          break;
        case OP_SSN:
          if (!isZeroPlaceholder(v)) ssn ??= v;
          break;
        case OP_DOB:
          // A spreadsheet's day number only in a column the whole input showed to hold them (ADR 0274).
          dob ??=
            normalizeDob(v, resolved.today, resolved.dateOrder, col.yearFirstOrder) ??
            (col.spreadsheetDays ? normalizeSpreadsheetDob(v, resolved.today) : undefined);
          break;
        case OP_DRIVER_LICENSE:
          driverLicense ??= v;
          break;
        case OP_NATIONAL_ID:
          // A form's zeros ("000000000") are no one's number, as for the SSN (ADR 0248).
          if (!isZeroPlaceholder(v)) nationalId ??= v;
          break;
        case OP_SSN_LAST4:
          // Only the last four digits, whatever the column holds: a whole SSN in an "SSN last 4"
          // column is not taken whole from it (ADR 0306).
          if (!isZeroPlaceholder(v)) ssnLast4 ??= lastFourDigits(v);
          break;
        case OP_PASSWORD:
          password ??= v;
          break;
        case OP_SECURITY_ANSWER:
          securityAnswer ??= v;
          break;
        case OP_BANK_ACCOUNT:
          if (!isZeroPlaceholder(v)) bankAccount ??= v;
          break;
        case OP_BANK_ROUTING:
          if (!isZeroPlaceholder(v)) bankRouting ??= v;
          break;
        case OP_EID:
          eid ??= v;
          break;
        case OP_CONTACT:
          contact ??= v;
          break;
        case OP_CARD:
          card ??= v;
          break;
        case OP_RISK_LEVEL:
          if (riskLevel === undefined) {
            const l = v.toLowerCase();
            if (isRiskLevel(l)) riskLevel = l;
          }
          break;
        case OP_DATE_ADDED:
          dateAdded ??=
            normalizeDate(v, resolved.today, resolved.dateOrder, col.yearFirstOrder) ??
            (col.spreadsheetDays ? normalizeSpreadsheetDate(v, resolved.today) : undefined);
          break;
        case OP_SOURCES:
          sources = sources.length === 0 ? splitSources(v) : splitSources([sources, v]);
          break;
        default: {
          const slot = op - OP_GROUP;
          const value = slot === ZIP_SLOT ? withoutDecimalZero(v, ZIP_DECIMAL) : v;
          if (slot < EMPLOYMENT_START && col.addressSet !== undefined) {
            addressSets ??= [];
            (addressSets[col.addressSet] ??= new Array<string | undefined>(ADDRESS_PARTS.length))[slot] ??= value;
            break;
          }
          groups ??= new Array<string | undefined>(GROUP_SLOTS.length);
          groups[slot] ??= value;
        }
      }
    }
  }
  if (addressSets) {
    const address = chooseAddress(addressSets);
    if (address) {
      groups ??= new Array<string | undefined>(GROUP_SLOTS.length);
      for (let i = 0; i < ADDRESS_PARTS.length; i++) groups[i] = address[i];
    }
  }
  if (resolved.joinsParts && groups) joinAddressParts(groups);

  const rec: NormalizedRecord = {
    fullName: assembleName({ firstName, middleName, lastName, suffix, fullName }),
    emails,
    phones,
    address: groups ? groupObject(groups, 0, ADDRESS_FIELDS) : {},
    employment: groups ? groupObject(groups, EMPLOYMENT_START, EMPLOYMENT_FIELDS) : {},
    benefits: groups ? groupObject(groups, BENEFITS_START, BENEFIT_FIELDS) : {},
    sources,
    allFields,
  };
  // Optional fields are added only when present, so spreading a record never writes undefined.
  if (externalId !== undefined) rec.externalId = externalId;
  if (firstName !== undefined) rec.firstName = firstName;
  if (middleName !== undefined) rec.middleName = middleName;
  if (lastName !== undefined) rec.lastName = lastName;
  if (suffix !== undefined) rec.suffix = suffix;
  // A whole SSN wins over its last four; the four alone are the SSN as far as it is known, and
  // every mask and risk rule reads only its last four digits (ADR 0306).
  if (ssn !== undefined) rec.ssn = ssn;
  else if (ssnLast4 !== undefined) rec.ssn = ssnLast4;
  if (dob !== undefined) rec.dob = dob;
  if (driverLicense !== undefined) rec.driverLicense = driverLicense;
  if (nationalId !== undefined) rec.nationalId = nationalId;
  if (eid !== undefined) rec.eid = eid;
  if (contact !== undefined) rec.contact = contact;
  if (card !== undefined) rec.card = card;
  if (password !== undefined) rec.password = password;
  if (securityAnswer !== undefined) rec.securityAnswer = securityAnswer;
  if (bankAccount !== undefined) rec.bankAccount = bankAccount;
  if (bankRouting !== undefined) rec.bankRouting = bankRouting;
  if (riskLevel !== undefined) rec.riskLevel = riskLevel;
  if (dateAdded !== undefined) rec.dateAdded = dateAdded;
  return rec;
}
