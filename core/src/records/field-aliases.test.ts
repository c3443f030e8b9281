import { describe, it, expect } from 'vitest';
import {
  dateReadingLabel,
  FIELD_ALIASES,
  mapRow,
  normalizeHeader,
  resolveHeaders,
  targetsForHeader,
  unreadDates,
  unreadEmailOf,
} from './field-aliases.ts';
import { tokenize } from '../search/tokenize.ts';
import { NO_NAME } from './name.ts';
import { BENEFIT_FIELDS, EMPLOYMENT_FIELDS } from './types.ts';

const today = new Date(2025, 5, 15);

describe('normalizeHeader', () => {
  it('lowercases and strips every non-alphanumeric', () => {
    expect(normalizeHeader('First Name')).toBe('firstname');
    expect(normalizeHeader('E-mail_Address ')).toBe('emailaddress');
    expect(normalizeHeader('Date of Birth (DOB)')).toBe('dateofbirthdob');
    expect(normalizeHeader('Zip/Postal-Code')).toBe('zippostalcode');
  });
  it('folds accents rather than dropping the letter', () => {
    expect(normalizeHeader('Prénom')).toBe('prenom');
    expect(normalizeHeader('Téléphone')).toBe('telephone');
    expect(normalizeHeader('Straße')).toBe('strasse');
    expect(normalizeHeader('Città')).toBe('citta');
    expect(normalizeHeader('Código Postal')).toBe('codigopostal');
  });
  it('keeps the letters of every script, folded the same way', () => {
    expect(normalizeHeader('Имя')).toBe('имя');
    expect(normalizeHeader('Дата рождения')).toBe('датарождения');
    expect(normalizeHeader('Населённый пункт')).toBe('населенныипункт');
    expect(normalizeHeader('Ημερομηνία Γέννησης')).toBe('ημερομηνιαγεννησης');
    expect(normalizeHeader('出生 日期')).toBe('出生日期');
    // distinct headers stay distinct (they were all "", one repeated name)
    expect(new Set(['Фамилия', 'Имя', 'Город'].map(normalizeHeader)).size).toBe(3);
  });
});

describe('headers in other scripts', () => {
  const cases: Array<[string, string]> = [
    ['Фамилия', 'lastName'],
    ['Имя', 'firstName'],
    ['Отчество', 'middleName'],
    ['ФИО', 'name'],
    ['Ф.И.О.', 'name'],
    ['Электронная почта', 'emails'],
    ['Телефон', 'phones'],
    ['Дата рождения', 'dob'],
    ['Город', 'address.city'],
    ['Населенный пункт', 'address.city'],
    ['Почтовый индекс', 'address.zip'],
    ['Прізвище', 'lastName'],
    ["Ім'я", 'firstName'],
    ['Ім’я', 'firstName'],
    ['Місто', 'address.city'],
    ['ΕΠΩΝΥΜΟ', 'lastName'],
    ['Πόλη', 'address.city'],
    ['Soyadı', 'lastName'],
    ['SOYADI', 'lastName'],
    ['Doğum Tarihi', 'dob'],
    ['Şehir', 'address.city'],
    ['姓名', 'name'],
    ['姓', 'lastName'],
    ['名', 'firstName'],
    ['手机号码', 'phones'],
    ['電子郵件', 'emails'],
    ['出生日期', 'dob'],
    ['邮编', 'address.zip'],
    ['氏名', 'name'],
    ['メールアドレス', 'emails'],
    ['生年月日', 'dob'],
    ['郵便番号', 'address.zip'],
    ['성명', 'name'],
    ['전화번호', 'phones'],
    ['주소', 'address.street'],
    ['الاسم', 'name'],
    ['البريد الالكتروني', 'emails'],
    ['تاريخ الميلاد', 'dob'],
    ['שם משפחה', 'lastName'],
    ['טלפון', 'phones'],
    ['पूरा नाम', 'name'],
    ['मोबाइल नंबर', 'phones'],
    ['पिन कोड', 'address.zip'],
  ];
  it.each(cases)('%s -> %s', (header, target) => {
    expect(targetsForHeader(header)).toEqual([target]);
  });
  it('still reads the Latin part of a header it does not know whole', () => {
    expect(targetsForHeader('E-mail (личный)')).toEqual(['emails']);
    expect(targetsForHeader('Телефон 2')).toEqual([]);
    expect(targetsForHeader('Должность')).toEqual([]);
  });
  it('keeps a full-name column beside a middle-initial column', () => {
    // The record was named "K": the middle initial alone won over the full name.
    const withMiddle = resolveHeaders(['Full Name', 'Middle Initial', 'Email', 'City', 'State'], today);
    const rec = mapRow(withMiddle, ['Olga Fullnametest', 'K', 'olga@example.com', 'Springfield', 'IL']);
    expect(rec.fullName).toBe('Olga Fullnametest');
    expect(tokenize(rec.fullName)).toEqual(['olga', 'fullnametest']);
    const all = resolveHeaders(['Full Name', 'First Name', 'Middle', 'Last Name'], today);
    expect(mapRow(all, ['Doe, John', 'John', 'K', 'Doe']).fullName).toBe('John K Doe');
    expect(mapRow(resolveHeaders(['First Name', 'Last Name'], today), ['John', 'Doe']).fullName).toBe('John Doe');
    expect(mapRow(resolveHeaders(['Full Name'], today), ['Olga Fullnametest']).fullName).toBe('Olga Fullnametest');
  });
  it('maps a Russian row, its dates read day first', () => {
    const resolved = resolveHeaders(['Фамилия', 'Имя', 'Отчество', 'Дата рождения', 'Телефон', 'E-mail', 'Город'], today);
    expect(resolved.ignored).toEqual([]);
    expect(resolved.dateOrder).toBe('day-first');
    const rec = mapRow(resolved, ['Петрова', 'Ольга', 'Ивановна', '05.11.1975', '+7 912 345-67-89', 'olga@пример.рф', 'Казань']);
    expect(rec.fullName).toBe('Ольга Ивановна Петрова');
    expect(rec.dob).toBe('1975-11-05');
    expect(rec.emails).toEqual(['olga@пример.рф']);
    expect(rec.address).toMatchObject({ city: 'Казань' });
  });
  it('maps a Chinese row', () => {
    const resolved = resolveHeaders(['姓名', '手机号码', '邮箱', '出生日期', '城市'], today);
    expect(resolved.ignored).toEqual([]);
    const rec = mapRow(resolved, ['王芳', '138 0013 8000', 'wang.fang@example.cn', '1990-05-12', '北京']);
    expect(rec).toMatchObject({ fullName: '王芳', dob: '1990-05-12', phones: ['138 0013 8000'], address: { city: '北京' } });
  });
});

describe('headers of dumps in other languages', () => {
  const cases: Array<[string, string]> = [
    ['Prénom', 'firstName'],
    ['Nom', 'lastName'],
    ['Vorname', 'firstName'],
    ['Nachname', 'lastName'],
    ['Nombre', 'firstName'],
    ['Apellidos', 'lastName'],
    ['Cognome', 'lastName'],
    ['Sobrenome', 'lastName'],
    ['Achternaam', 'lastName'],
    ['Nom complet', 'name'],
    ['Courriel', 'emails'],
    ['E-Mail-Adresse', 'emails'],
    ['Correo electrónico', 'emails'],
    ['Téléphone', 'phones'],
    ['Teléfono', 'phones'],
    ['Handy', 'phones'],
    ['Date de naissance', 'dob'],
    ['Geburtsdatum', 'dob'],
    ['Fecha de nacimiento', 'dob'],
    ['Adresse', 'address.street'],
    ['Straße', 'address.street'],
    ['Dirección', 'address.street'],
    ['Ville', 'address.city'],
    ['Ort', 'address.city'],
    ['Città', 'address.city'],
    ['Code postal', 'address.zip'],
    ['PLZ', 'address.zip'],
    ['CEP', 'address.zip'],
    ['Département', 'address.county'],
    ['Pays', 'address.country'],
    ['País', 'address.country'],
    // The longer names of the same columns that dumps use as often (an outside probe found each
    // column ignored, its phones and birth dates kept only in the original row).
    ['Teléfono móvil', 'phones'],
    ['Teléfono celular', 'phones'],
    ['Número de teléfono', 'phones'],
    ['Número de celular', 'phones'],
    ['Handynummer', 'phones'],
    ['Mobilnummer', 'phones'],
    ['Telefone', 'phones'],
    ['Número de telefone', 'phones'],
    ['Numéro de portable', 'phones'],
    ['Numéro de téléphone', 'phones'],
    ['Numero di telefono', 'phones'],
    ['Telefono cellulare', 'phones'],
    ['Mobiel nummer', 'phones'],
    ['Nombre y apellidos', 'name'],
    ['Fecha nacimiento', 'dob'],
    ['Geburtstag', 'dob'],
    ['Geb.-Datum', 'dob'],
    // Polish dumps: only the name parts were known, so a Polish file's emails, phones, places
    // and birth dates were ignored columns, found by no search (an outside probe).
    ['Imię i nazwisko', 'name'],
    ['Adres e-mail', 'emails'],
    ['Poczta elektroniczna', 'emails'],
    ['Numer telefonu', 'phones'],
    ['Nr telefonu', 'phones'],
    ['Telefon komórkowy', 'phones'],
    ['Telefon kontaktowy', 'phones'],
    ['Komórka', 'phones'],
    ['Data urodzenia', 'dob'],
    ['Ulica', 'address.street'],
    ['Adres zamieszkania', 'address.street'],
    ['Miasto', 'address.city'],
    ['Miejscowość', 'address.city'],
    ['Kod pocztowy', 'address.zip'],
    ['Województwo', 'address.state'],
    ['Powiat', 'address.county'],
    ['Kraj', 'address.country'],
    // Longer names of columns the languages above already had.
    ['E-mailadres', 'emails'],
    ['Straße und Hausnummer', 'address.street'],
    ['Straße + Hausnummer', 'address.street'],
    ['Primer apellido', 'lastName'],
    ['Apellido paterno', 'lastName'],
  ];
  it.each(cases)('%s -> %s', (header, target) => {
    expect(targetsForHeader(header)).toEqual([target]);
  });
  it('leaves out words that mean something else in English or HR exports', () => {
    for (const header of ['Region', 'Via', 'By', 'Cap', 'Estado']) expect(targetsForHeader(header)).toEqual([]);
  });
  it('maps a French row as the file holds it', () => {
    const resolved = resolveHeaders(['Nom', 'Prénom', 'E-mail', 'Téléphone', 'Ville', 'Code postal', 'Date de naissance'], today);
    expect(resolved.ignored).toEqual([]);
    const rec = mapRow(resolved, ['Müller', 'José', 'jose.muller@example.fr', '+33 6 12 34 56 78', 'Saint-Étienne', '42000', '01.02.1980']);
    expect(rec.fullName).toBe('José Müller');
    expect(rec.emails).toEqual(['jose.muller@example.fr']);
    expect(rec.phones).toEqual(['+33 6 12 34 56 78']);
    expect(rec.address).toMatchObject({ city: 'Saint-Étienne', zip: '42000' });
    expect(rec.dob).toBe('1980-02-01');
  });
  it('maps a Polish row as the file holds it, its dates day first', () => {
    const resolved = resolveHeaders(
      ['Imię', 'Nazwisko', 'Adres e-mail', 'Numer telefonu', 'Ulica', 'Kod pocztowy', 'Miasto', 'Data urodzenia', 'PESEL'],
      today,
    );
    // The PESEL is a national identity number (ADR 0302): it was an ignored column.
    expect(resolved.ignored).toEqual([]);
    expect(resolved.dateOrder).toBe('day-first');
    const rec = mapRow(resolved, [
      'Grzegorz',
      'Brzęczyszczykiewicz',
      'g.b@przyklad.pl',
      '+48 501 234 567',
      'ul. Długa 7',
      '80-831',
      'Gdańsk',
      '05/11/1979',
      '79110512345',
    ]);
    expect(rec).toMatchObject({
      fullName: 'Grzegorz Brzęczyszczykiewicz',
      emails: ['g.b@przyklad.pl'],
      phones: ['+48 501 234 567'],
      address: { street: 'ul. Długa 7', zip: '80-831', city: 'Gdańsk' },
      dob: '1979-11-05',
      nationalId: '79110512345',
    });
  });
  it('reads a French file’s slashed dates day first, and an English file’s month first', () => {
    const french = resolveHeaders(['Nom', 'Prénom', 'E-mail', 'Date de naissance', 'Ville'], today);
    expect(french.dateOrder).toBe('day-first');
    expect(mapRow(french, ['Martin', 'Léa', 'lea@example.fr', '12/03/1980', 'Lyon']).dob).toBe('1980-03-12');
    expect(mapRow(french, ['Martin', 'Léa', 'lea@example.fr', '12-03-1980', 'Lyon']).dob).toBe('1980-03-12');
    // Only month first can read it: a typing slip the other way round, not a lost date.
    expect(mapRow(french, ['Martin', 'Léa', 'lea@example.fr', '03/25/1980', 'Lyon']).dob).toBe('1980-03-25');
    // The English words of a French export (E-mail, DOB) do not outvote its French ones.
    expect(resolveHeaders(['Nom', 'Prénom', 'Email', 'DOB', 'Ville', 'Code postal']).dateOrder).toBe('day-first');
    const german = resolveHeaders(['Vorname', 'Nachname', 'Geburtsdatum', 'Telefon', 'PLZ', 'Ort']);
    expect(mapRow(german, ['Anna', 'Schmidt', '05/11/1975', '030 1234567', '10115', 'Berlin']).dob).toBe('1975-11-05');

    const english = resolveHeaders(['First Name', 'Last Name', 'DOB', 'City', 'Land'], today);
    expect(english.dateOrder).toBe('month-first');
    expect(mapRow(english, ['Ann', 'Lee', '12/03/1980', 'Boston', 'US']).dob).toBe('1980-12-03');
    // No month 25: the only reading is day first, where the date used to be dropped.
    expect(mapRow(english, ['Ann', 'Lee', '25/12/1980', 'Boston', 'US']).dob).toBe('1980-12-25');
    // Headers that name no field in either language change nothing.
    expect(resolveHeaders(['Foo', 'Bar']).dateOrder).toBe('month-first');
  });
});

describe('alias table (spec §3, §5)', () => {
  const cases: Array<[string, string[]]> = [
    ['id', ['externalId']],
    ['ID', ['externalId']],
    ['MRN', ['externalId']],
    ['EmployeeId', ['externalId', 'employment.employeeId']],
    ['Employee ID', ['externalId', 'employment.employeeId']],
    ['FirstName', ['firstName']],
    ['MiddleName', ['middleName']],
    ['LastName', ['lastName']],
    ['Suffix', ['suffix']],
    ['name_suff', ['suffix']],
    ['NAME_SFX', ['suffix']],
    ['name', ['name']],
    ['FullName', ['name']],
    ['EmployeeName', ['name']],
    ['Employee', ['name']],
    ['email', ['emails']],
    ['PersonalEmail', ['emails']],
    ['WorkEmail', ['emails']],
    ['Email2', ['emails']],
    ['phone', ['phones']],
    ['CellPhone', ['phones']],
    ['WorkPhone', ['phones']],
    ['HomePhone', ['phones']],
    ['Mobile', ['phones']],
    ['ssn', ['ssn']],
    ['Social Security Number', ['ssn']],
    ['dob', ['dob']],
    ['DateOfBirth', ['dob']],
    ['BirthDate', ['dob']],
    ['address', ['address.street']],
    ['Address1', ['address.street']],
    ['Address Line 1', ['address.street']],
    ['HomeAddress', ['address.street']],
    ['Street', ['address.street']],
    ['Address2', ['address.address2']],
    ['City', ['address.city']],
    ['State', ['address.state']],
    ['Zip', ['address.zip']],
    ['ZipCode', ['address.zip']],
    ['Postal Code', ['address.zip']],
    ['County', ['address.county']],
    ['Country', ['address.country']],
    ['dl', ['driverLicense']],
    ['DriverLicense', ['driverLicense']],
    ["Driver's License", ['driverLicense']],
    ['eid', ['eid']],
    ['ExternalId', ['eid']],
    ['contact', ['contact']],
    ['card', ['card']],
    ['CardNumber', ['card']],
    ['riskLevel', ['riskLevel']],
    ['dateAdded', ['dateAdded']],
    ['sources', ['sources']],
    ['leakSources', ['sources']],
    ['Employer', ['employment.employer']],
    ['Location', ['employment.location']],
    ['JobTitle', ['employment.jobTitle']],
    ['Department', ['employment.department']],
    ['DateOfHire', ['employment.dateOfHire']],
    ['EmployeeStatus', ['employment.employeeStatus']],
    ['EmployeeStatusDate', ['employment.employeeStatusDate']],
    ['EmploymentTerminationDate', ['employment.employmentTerminationDate']],
    ['Salary', ['employment.salary']],
    ['Type', ['employment.type']],
    ['PlanName', ['benefits.planName']],
    ['Carrier', ['benefits.carrier']],
    ['PlanEffectiveDate', ['benefits.planEffectiveDate']],
    ['EffectiveDate', ['benefits.effectiveDate']],
    ['OriginalEffectiveDate', ['benefits.originalEffectiveDate']],
    ['BenefitTerminationDate', ['benefits.benefitTerminationDate']],
    ['ContributionAmount', ['benefits.contributionAmount']],
    ['CoverageAmount', ['benefits.coverageAmount']],
    ['Premium', ['benefits.premium']],
    ['ReserveCharge', ['benefits.reserveCharge']],
    ['AdminFee', ['benefits.adminFee']],
    ['PayrollDeduction', ['benefits.payrollDeduction']],
    ['PCP', ['benefits.pcp']],
  ];
  it.each(cases)('%s -> %j', (header, targets) => {
    expect(targetsForHeader(header)).toEqual(targets);
  });
  it('covers every employment and benefit field by its own name', () => {
    for (const f of EMPLOYMENT_FIELDS) expect(FIELD_ALIASES[f.toLowerCase()], f).toContain(`employment.${f}`);
    for (const f of BENEFIT_FIELDS) expect(FIELD_ALIASES[f.toLowerCase()], f).toContain(`benefits.${f}`);
  });
  it('does not recognise unrelated headers', () => {
    expect(targetsForHeader('Favourite Colour')).toEqual([]);
    expect(targetsForHeader('')).toEqual([]);
  });
});

describe('headers as spreadsheets name them', () => {
  it.each([
    ['Zip/Postal', 'address.zip'],
    ['Postal/Zip Code', 'address.zip'],
    ['Telephone Number', 'phones'],
    ['Mobile Phone Number', 'phones'],
    ['Phone Number (Home)', 'phones'],
    ['Primary Email Address', 'emails'],
    ['Email Addr', 'emails'],
    ['Contact Email', 'emails'],
    ['Street Address 1', 'address.street'],
    ['Addr Line 2', 'address.address2'],
    ['DOB (MM/DD/YYYY)', 'dob'],
    ['Birth Date (YYYY-MM-DD)', 'dob'],
    ['Soc Sec #', 'ssn'],
    ['CC Number', 'card'],
  ])('%s -> %s', (header, target) => {
    expect(targetsForHeader(header)).toEqual([target]);
  });
  it('leaves a note in parentheses out only to find a known name', () => {
    expect(targetsForHeader('Notes (internal)')).toEqual([]);
    expect(targetsForHeader('ST')).toEqual([]);
  });
  it("reads a file's dates in the order a column's name gives", () => {
    expect(resolveHeaders(['Name', 'DOB (DD/MM/YYYY)'], today).dateOrder).toBe('day-first');
    expect(resolveHeaders(['Nom', 'Prénom', 'Date de naissance (mm/dd/yyyy)'], today).dateOrder).toBe('month-first');
    expect(mapRow(resolveHeaders(['Name', 'DOB (DD/MM/YYYY)'], today), ['Ann Lee', '02/01/1980']).dob).toBe('1980-01-02');
  });
  it('finds a date column whose name gives its format without parentheses (ADR 0263)', () => {
    for (const header of [
      'DOB dd/mm/yyyy',
      'Date of birth dd-mm-yyyy',
      'Birth Date [DD.MM.YYYY]',
      'DOB - MM/DD/YYYY',
      'dob_yyyymmdd',
      'Birthdate ddmmyyyy',
      'Geburtsdatum TT.MM.JJJJ',
      'Date de naissance jj/mm/aaaa',
    ])
      expect(targetsForHeader(header), header).toEqual(['dob']);
    // Not a format: a name that only holds such letters stays what it is.
    expect(targetsForHeader('Notes dd')).toEqual([]);
    const read = (header: string, cell: string) => mapRow(resolveHeaders(['Name', header], today), ['Ann Lee', cell]).dob;
    expect(read('DOB dd/mm/yyyy', '02/01/1980')).toBe('1980-01-02');
    expect(read('DOB - MM/DD/YYYY', '02/01/1980')).toBe('1980-02-01');
    expect(read('Birthdate ddmmyyyy', '02011980')).toBe('1980-01-02');
    expect(read('DOB (DDMMYYYY)', '02011980')).toBe('1980-01-02');
    expect(read('Geburtsdatum TT.MM.JJJJ', '02.01.1980')).toBe('1980-01-02');
  });
  it('reads a column named with a year-day-month format as its name says (ADR 0273)', () => {
    const read = (header: string, cell: string) => mapRow(resolveHeaders(['Name', header], today), ['Ann Lee', cell]).dob;
    expect(read('DOB (YYYY-DD-MM)', '1985-03-04')).toBe('1985-04-03');
    expect(read('dob_yyyyddmm', '19850304')).toBe('1985-04-03');
    expect(read('Birthdate YYYY/DD/MM', '1985/03/04')).toBe('1985-04-03');
    expect(read('Geburtsdatum JJJJ.TT.MM', '1985-03-04')).toBe('1985-04-03');
    // Only the other order can read it: a slip, not a lost date (as ADR 0171's slashed dates).
    expect(read('DOB (YYYY-DD-MM)', '1985-04-25')).toBe('1985-04-25');
    // A timestamp is ISO whatever the header; a slashed date keeps the file's order.
    expect(read('DOB (YYYY-DD-MM)', '1985-03-04T00:00:00Z')).toBe('1985-03-04');
    expect(read('DOB (YYYY-DD-MM)', '03/04/1985')).toBe('1985-03-04');
    // The other columns of the file, and a year-month-day format, are read as before.
    expect(read('DOB (YYYY-MM-DD)', '1985-03-04')).toBe('1985-03-04');
    const resolved = resolveHeaders(['Name', 'DOB (YYYY-DD-MM)', 'Date added'], today);
    expect(resolved.dateOrder).toBe('month-first');
    expect(mapRow(resolved, ['Ann Lee', '1985-03-04', '2024-03-04']).dateAdded).toBe('2024-03-04');
    expect(dateReadingLabel(resolved)).toBe(
      'month first, as 12/31/1980; “DOB (YYYY-DD-MM)” year, day, month, as its name says (1980-31-12)',
    );
    expect(unreadDates(resolved, [['Ann Lee', '1985-13-13', '']])).toEqual([
      { column: 'DOB (YYYY-DD-MM)', count: 1, example: '1985-13-13' },
    ]);
    expect(unreadDates(resolved, [['Ann Lee', '1985-31-12', '']])).toEqual([]);
  });
});

describe('CRM and web-shop exports (ADR 0203)', () => {
  it.each([
    ['user_email', 'emails'],
    ['billing_email', 'emails'],
    ['billing_phone', 'phones'],
    ['shipping_phone', null],
    ['display_name', 'name'],
    ['billing_first_name', 'firstName'],
    ['billing_last_name', 'lastName'],
    ['billing_address_1', 'address.street'],
    ['billing_address_2', 'address.address2'],
    ['billing_city', 'address.city'],
    ['billing_state', 'address.state'],
    ['billing_postcode', 'address.zip'],
    ['billing_country', 'address.country'],
    ['shipping_address_1', 'address.street'],
    ['shipping_postcode', 'address.zip'],
    ['Mailing Street', 'address.street'],
    ['Mailing City', 'address.city'],
    ['Mailing State/Province', 'address.state'],
    ['Mailing Zip/Postal Code', 'address.zip'],
    ['Mailing Country', 'address.country'],
    ['Other Street', 'address.street'],
    ['Other Zip/Postal Code', 'address.zip'],
    ['Default Address Address1', 'address.street'],
    ['Default Address Address2', 'address.address2'],
    ['Default Address City', 'address.city'],
    ['Default Address Province Code', 'address.state'],
    ['Default Address Country Code', 'address.country'],
    ['Default Address Zip', 'address.zip'],
    ['Default Address Phone', 'phones'],
    ['Province Code', 'address.state'],
    ['State/Region', 'address.state'],
    ['Country/Region', 'address.country'],
    ['Street Address', 'address.street'],
    ['Mobile Phone Number', 'phones'],
  ])('%s -> %s', (header, target) => {
    expect(targetsForHeader(header)).toEqual(target === null ? [] : [target]);
  });

  it('reads a WordPress user export; the password hash is a password (ADR 0306)', () => {
    const headers =
      'ID,user_login,user_pass,user_nicename,user_email,user_url,user_registered,display_name,first_name,last_name,billing_phone,billing_address_1,billing_city,billing_postcode'.split(
        ',',
      );
    const resolved = resolveHeaders(headers, today);
    expect(resolved.ignored).toEqual(['user_login', 'user_nicename', 'user_url', 'user_registered']);
    const hash = '$P$BZlPX7NIx8MYpXokBW2AGsN7i.aUOt0';
    const rec = mapRow(resolved, [
      '17',
      'wpwren',
      hash,
      'wpwren',
      'Wren@WP.example',
      '',
      '2024-01-02 10:00:00',
      'Wren W.',
      'Wren',
      'Presson',
      '(415) 555-0199',
      '12 Press Lane',
      'Oakland',
      '94601',
    ]);
    expect(rec).toMatchObject({
      externalId: '17',
      fullName: 'Wren Presson',
      emails: ['wren@wp.example'],
      phones: ['(415) 555-0199'],
      address: { street: '12 Press Lane', city: 'Oakland', zip: '94601' },
    });
    // The hash is the password (stored encrypted only) and in the original row, in no other field.
    const { allFields, password, ...fields } = rec;
    expect(password).toBe(hash);
    expect(JSON.stringify(fields)).not.toContain(hash);
    expect(allFields.user_pass).toBe(hash);
    // Without first and last name, the display name is the name.
    expect(mapRow(resolved, ['18', 'x', hash, 'x', 'x@wp.example', '', '', 'Xan Display', '', '']).fullName).toBe('Xan Display');
  });

  it('takes billing before shipping, a whole address from one set', () => {
    const resolved = resolveHeaders(
      [
        'first_name',
        'billing_address_1',
        'billing_city',
        'billing_postcode',
        'billing_email',
        'shipping_first_name',
        'shipping_address_1',
        'shipping_city',
        'shipping_postcode',
      ],
      today,
    );
    expect(resolved.ignored).toEqual(['shipping_first_name']);
    const both = mapRow(resolved, [
      'Bo',
      '1 Bill St',
      'Billtown',
      '11111',
      'bo@shop.example',
      'Gift Person',
      '2 Ship Rd',
      'Shipville',
      '22222',
    ]);
    expect(both.address).toEqual({ street: '1 Bill St', city: 'Billtown', zip: '11111' });
    expect(both.fullName).toBe('Bo');
    const shippingOnly = mapRow(resolved, ['Bo', '', '', '', '', 'Gift Person', '2 Ship Rd', 'Shipville', '22222']);
    expect(shippingOnly.address).toEqual({ street: '2 Ship Rd', city: 'Shipville', zip: '22222' });
    expect(shippingOnly.fullName).toBe('Bo');
    // Mailing before Other in a Salesforce export; a bare "Country Code" (a phone's) is no country.
    const sf = resolveHeaders(['Mailing City', 'Other City', 'Country Code'], today);
    expect(mapRow(sf, ['', 'Othertown', '+44']).address).toEqual({ city: 'Othertown' });
    expect(sf.ignored).toEqual(['Country Code']);
  });
});

describe('addresses of several sets of columns (ADR 0216)', () => {
  const woo = resolveHeaders(
    [
      'user_email',
      'billing_first_name',
      'billing_phone',
      'billing_address_1',
      'billing_city',
      'billing_postcode',
      'billing_country',
      'shipping_first_name',
      'shipping_phone',
      'shipping_address_1',
      'shipping_city',
      'shipping_postcode',
      'shipping_country',
    ],
    today,
  );

  it('never mixes billing and shipping parts in one address', () => {
    // Billing only partly filled: its parts alone, none of the shipping address beside them.
    const rec = mapRow(woo, ['bo@shop.example', 'Bo', '', '', 'Billtown', '', '', 'Gift', '', '2 Ship Rd', 'Shipville', '22222', 'GB']);
    expect(rec.address).toEqual({ city: 'Billtown' });
    // Shipping alone when billing holds no address part.
    const ship = mapRow(woo, ['bo@shop.example', 'Bo', '', '', '', '', '', 'Gift', '', '2 Ship Rd', 'Shipville', '22222', 'GB']);
    expect(ship.address).toEqual({ street: '2 Ship Rd', city: 'Shipville', zip: '22222', country: 'GB' });
    // A billing country alone (a shop's default) does not stand for an address another set holds.
    const country = mapRow(woo, ['bo@shop.example', 'Bo', '', '', '', '', 'US', 'Gift', '', '2 Ship Rd', 'Shipville', '22222', 'GB']);
    expect(country.address).toEqual({ street: '2 Ship Rd', city: 'Shipville', zip: '22222', country: 'GB' });
    const countries = mapRow(woo, ['bo@shop.example', 'Bo', '', '', '', '', 'US', 'Gift', '', '', '', '', 'GB']);
    expect(countries.address).toEqual({ country: 'US' });
  });

  it("reads no shipping phone as the account holder's", () => {
    expect(woo.ignored).toEqual(['shipping_first_name', 'shipping_phone']);
    const rec = mapRow(woo, ['bo@shop.example', 'Bo', '555-201-0001', '1 Bill St', '', '', '', 'Gift', '555-909-0002', '', '', '', '']);
    expect(rec.phones).toEqual(['555-201-0001']);
    expect(rec.allFields.shipping_phone).toBe('555-909-0002');
  });

  it('takes a shipping address whole even when its columns come first', () => {
    const r = resolveHeaders(['Name', 'shipping_address_1', 'shipping_city', 'billing_address_1', 'billing_city'], today);
    expect(mapRow(r, ['Bo', '2 Ship Rd', 'Shipville', '', 'Billtown']).address).toEqual({ city: 'Billtown' });
  });

  it('reads Salesforce Mailing before Other, never parts of both', () => {
    const sf = resolveHeaders(
      ['First Name', 'Mailing Street', 'Mailing City', 'Other Street', 'Other City', 'Other Zip/Postal Code'],
      today,
    );
    expect(mapRow(sf, ['Al', '1 Main St', '', '9 Other Ave', 'Otherton', '99999']).address).toEqual({ street: '1 Main St' });
    expect(mapRow(sf, ['Al', '', '', '9 Other Ave', 'Otherton', '99999']).address).toEqual({
      street: '9 Other Ave',
      city: 'Otherton',
      zip: '99999',
    });
  });

  it("reads Shopify's Default Address apart from unprefixed address columns", () => {
    const shop = resolveHeaders(
      ['First Name', 'Address1', 'City', 'Default Address Address1', 'Default Address City', 'Default Address Zip'],
      today,
    );
    expect(mapRow(shop, ['Sy', '', 'Plainville', '5 Default Rd', 'Defaultburg', '55555']).address).toEqual({ city: 'Plainville' });
    expect(mapRow(shop, ['Sy', '', '', '5 Default Rd', 'Defaultburg', '55555']).address).toEqual({
      street: '5 Default Rd',
      city: 'Defaultburg',
      zip: '55555',
    });
  });

  it('keeps one unprefixed set as it was: Mailing Address is a street beside City and Zip', () => {
    const r = resolveHeaders(['Name', 'Mailing Address', 'City', 'Zip', 'Province', 'Province Code'], today);
    expect(r.addressSetNames).toBeUndefined();
    expect(mapRow(r, ['Al', '1 Main St', 'Town', '11111', '', 'ON']).address).toEqual({
      street: '1 Main St',
      city: 'Town',
      zip: '11111',
      state: 'ON',
    });
  });
});

describe('unreadDates', () => {
  it('names each date column with values the import will not store as dates', () => {
    const resolved = resolveHeaders(['Name', 'DOB', 'Date Added', 'City'], today);
    const rows = [
      ['Ann Lee', '02/01/1980', '2024-05-01', '29252'],
      ['Bob Roe', '29252', 'last week', ''],
      ['Cy Poe', '13/45/1980', '', ''],
      ['Di Fox', 'N/A', '', ''],
      ['Ed Ray', '2/1/2090', '', ''],
    ];
    expect(unreadDates(resolved, rows)).toEqual([
      { column: 'DOB', count: 3, example: '29252' },
      { column: 'Date Added', count: 1, example: 'last week' },
    ]);
    expect(unreadDates(resolved, [['Ann Lee', '2/1/1980 0:00', '', '']])).toEqual([]);
  });
});

describe('resolveHeaders', () => {
  it('splits recognised and ignored headers, as given', () => {
    const r = resolveHeaders([' First Name ', 'Email', 'Notes', '', 'email'], today);
    expect(r.recognized).toEqual(['First Name', 'Email', 'email']);
    expect(r.ignored).toEqual(['Notes', 'Column 4']);
    expect(r.mapping.map((m) => m.key)).toEqual(['First Name', 'Email', 'Notes', 'Column 4', 'email']);
  });
  it('makes repeated header keys unique for allFields', () => {
    const r = resolveHeaders(['Phone', 'Phone', 'Phone'], today);
    expect(r.mapping.map((m) => m.key)).toEqual(['Phone', 'Phone (2)', 'Phone (3)']);
  });
  it("takes the names of every object's properties as unknown headers, their values kept", () => {
    const r = resolveHeaders(['Name', 'Constructor', 'constructor', '__proto__', 'hasOwnProperty', 'valueOf'], today);
    expect(r.recognized).toEqual(['Name']);
    expect(r.ignored).toEqual(['Constructor', 'constructor', '__proto__', 'hasOwnProperty', 'valueOf']);
    // "__proto__" as a key of the plain allFields object would set its prototype instead.
    expect(r.mapping.map((m) => m.key)).toEqual(['Name', 'Constructor', 'constructor', '__proto__ (2)', 'hasOwnProperty', 'valueOf']);
    const rec = mapRow(r, ['Con Structor', 'a', 'b', 'c', 'd', 'e']);
    expect(rec.allFields).toEqual({
      Name: 'Con Structor',
      Constructor: 'a',
      constructor: 'b',
      '__proto__ (2)': 'c',
      hasOwnProperty: 'd',
      valueOf: 'e',
    });
    expect(Object.getPrototypeOf(rec.allFields)).toBe(Object.prototype);
  });
});

describe('mapRow', () => {
  const headers = [
    'EmployeeID',
    'FirstName',
    'MiddleName',
    'LastName',
    'Suffix',
    'PersonalEmail',
    'WorkEmail',
    'CellPhone',
    'HomePhone',
    'SSN',
    'DOB',
    'Address1',
    'Address2',
    'City',
    'State',
    'Zip',
    'DL',
    'Employer',
    'EmployeeStatus',
    'PlanName',
    'sources',
    'riskLevel',
    'dateAdded',
    'Notes',
  ];
  const resolved = resolveHeaders(headers, today);
  const values = [
    ' E-100 ',
    'John',
    '',
    'Doe',
    'Jr.',
    ' John.Doe@Gmail.com ',
    'john.doe@gmail.com',
    '(555) 123-4567',
    '+1 555 123 4567',
    '123-45-6789',
    '04121985',
    '12 Main St',
    ' ',
    'Austin',
    'TX',
    '78701',
    'D1234567',
    'Acme Health',
    'Terminated',
    'Gold PPO',
    'Acme breach; Pastebin',
    'HIGH',
    '6/1/2024',
    'n/a',
  ];

  it('fills every field of the NormalizedRecord', () => {
    const rec = mapRow(resolved, values);
    expect(rec).toEqual({
      externalId: 'E-100',
      firstName: 'John',
      lastName: 'Doe',
      suffix: 'Jr.',
      fullName: 'John Doe Jr.',
      emails: ['john.doe@gmail.com'],
      phones: ['(555) 123-4567'],
      ssn: '123-45-6789',
      dob: '1985-04-12',
      driverLicense: 'D1234567',
      address: { street: '12 Main St', city: 'Austin', state: 'TX', zip: '78701' },
      employment: { employeeId: 'E-100', employer: 'Acme Health', employeeStatus: 'Terminated' },
      benefits: { planName: 'Gold PPO' },
      sources: ['Acme breach', 'Pastebin'],
      riskLevel: 'high',
      dateAdded: '2024-06-01',
      allFields: {
        EmployeeID: 'E-100',
        FirstName: 'John',
        LastName: 'Doe',
        Suffix: 'Jr.',
        PersonalEmail: 'John.Doe@Gmail.com',
        WorkEmail: 'john.doe@gmail.com',
        CellPhone: '(555) 123-4567',
        HomePhone: '+1 555 123 4567',
        SSN: '123-45-6789',
        DOB: '04121985',
        Address1: '12 Main St',
        City: 'Austin',
        State: 'TX',
        Zip: '78701',
        DL: 'D1234567',
        Employer: 'Acme Health',
        EmployeeStatus: 'Terminated',
        PlanName: 'Gold PPO',
        sources: 'Acme breach; Pastebin',
        riskLevel: 'HIGH',
        dateAdded: '6/1/2024',
        Notes: 'n/a',
      },
    });
  });

  it('gives "(no name)" and empty lists for an empty row', () => {
    const rec = mapRow(resolved, []);
    expect(rec.fullName).toBe(NO_NAME);
    expect(rec.emails).toEqual([]);
    expect(rec.phones).toEqual([]);
    expect(rec.allFields).toEqual({});
    expect(rec.address).toEqual({});
  });

  it('uses a full-name column when there are no name parts', () => {
    expect(mapRow(['Employee Name', 'Email'], ['  Jane  Roe ', 'JR@x.com']).fullName).toBe('Jane Roe');
  });

  it('reads one name column whose header gives the order of its parts', () => {
    for (const header of ['Last, First', 'Name (Last, First)', 'LAST_FIRST', 'Last Name, First Name', 'First Last']) {
      const rec = mapRow(resolveHeaders([header, 'Email']), ['Swapped, Terry', 'terry@example.org']);
      expect(rec.fullName, header).not.toBe('(no name)');
      expect(tokenize(rec.fullName).sort(), header).toEqual(['swapped', 'terry']);
    }
  });

  it('splits several emails or phones in one cell and de-duplicates', () => {
    const rec = mapRow(
      ['Email', 'Email2', 'Phone', 'WorkPhone'],
      ['a@x.com; B@y.com', 'mailto:b@Y.com', '555-111-2222, 555.333.4444', '5551112222'],
    );
    expect(rec.emails).toEqual(['a@x.com', 'b@y.com']);
    expect(rec.phones).toEqual(['555-111-2222', '555.333.4444']);
  });

  it('takes the address of a named mailbox, never part of an address broken by a space', () => {
    const emails = (cell: string) => mapRow(['Email'], [cell]).emails;
    expect(emails('Jo Retest <Jo@Retest.example>')).toEqual(['jo@retest.example']);
    expect(emails('Smith, John <jsmith@x.example>')).toEqual(['jsmith@x.example']);
    expect(emails('<jo@retest.example>')).toEqual(['jo@retest.example']);
    expect(emails('a@x.com b@y.com')).toEqual(['a@x.com', 'b@y.com']);
    expect(emails('jo@example.com (work)')).toEqual(['jo@example.com']);
    // "smith@retest.example" is someone else's address: the cell gives none, and stays in the original row.
    expect(emails('john smith@retest.example')).toEqual([]);
    expect(mapRow(['Email'], ['john smith@retest.example']).allFields).toEqual({ Email: 'john smith@retest.example' });
  });

  it('takes an address out of the quotes or brackets around it, and never drops one in parentheses', () => {
    const emails = (cell: string) => mapRow(['Email'], [cell]).emails;
    // A file quoted twice, a SQL dump's strings, a word processor's quotes: kept with them, the
    // address matched no search for it, and nothing told the admin.
    for (const cell of ['"ann@x.com"', "'ann@x.com'", '“ann@x.com”', '‘ann@x.com’', '[ann@x.com]', '(ann@x.com)', '«ann@x.com»'])
      expect(emails(cell), cell).toEqual(['ann@x.com']);
    expect(emails('"ann@x.com", "bob@y.com"')).toEqual(['ann@x.com', 'bob@y.com']);
    expect(emails("'ann@x.com','bob@y.com'")).toEqual(['ann@x.com', 'bob@y.com']);
    expect(emails('jo@example.com (jo2@example.com)')).toEqual(['jo@example.com', 'jo2@example.com']);
    // A quoted local part is part of the address; an apostrophe inside is part of one.
    expect(emails('"john doe"@x.com')).toEqual([]);
    expect(emails("o'brien@x.com")).toEqual(["o'brien@x.com"]);
    // What the cell gives no address from is said, not dropped (ADR 0262, 0272).
    expect(unreadEmailOf('(ann@x.com)')).toBeUndefined();
    expect(unreadEmailOf('jo@example.com (alt: jo2@example.com)')).toBe('jo@example.com (alt: jo2@example.com)');
  });

  it('splits addresses written with " / ", "|", "&", "and" or "or", never storing two as one', () => {
    const emails = (cell: string) => mapRow(['Email'], [cell]).emails;
    for (const cell of [
      'a@x.com / B@y.com',
      'a@x.com/b@y.com',
      'a@x.com|b@y.com',
      'a@x.com | b@y.com',
      'a@x.com & b@y.com',
      'a@x.com or b@y.com',
      'a@x.com and b@y.com',
    ])
      expect(emails(cell), cell).toEqual(['a@x.com', 'b@y.com']);
    // A value with two "@" is not one address: kept, it matched no search for either.
    expect(emails('a@@x.com')).toEqual([]);
    expect(emails('a@x.com@y.com')).toEqual([]);
    expect(emails('a/b@x.com')).toEqual(['a/b@x.com']);
    expect(mapRow(['Email'], ['a@x.com/b@y.com']).allFields).toEqual({ Email: 'a@x.com/b@y.com' });
  });

  it('splits two phones written with " / ", not a "/" inside a number', () => {
    expect(mapRow(['Phone'], ['555-702-2222 / 555-702-3333']).phones).toEqual(['555-702-2222', '555-702-3333']);
    expect(mapRow(['Phone'], ['030/1234567']).phones).toEqual(['030/1234567']);
  });

  it('drops values that are not emails or phones and unreadable dates and levels', () => {
    const rec = mapRow(['Email', 'Phone', 'DOB', 'riskLevel'], ['unknown', 'none given', '31/31/1985', 'severe']);
    expect(rec.emails).toEqual([]);
    expect(rec.phones).toEqual([]);
    expect(rec.dob).toBeUndefined();
    expect(rec.riskLevel).toBeUndefined();
    expect(rec.allFields).toEqual({ Email: 'unknown', Phone: 'none given', DOB: '31/31/1985', riskLevel: 'severe' });
  });

  it('lets the first non-empty value win for single fields', () => {
    const rec = mapRow(['id', 'EmployeeId', 'Address', 'Street'], ['', 'E-7', '1 A St', '2 B St']);
    expect(rec.externalId).toBe('E-7');
    expect(rec.address.street).toBe('1 A St');
  });

  it('uses the precompiled mapping as given instead of re-reading the headers per row', () => {
    // Speed comes from doing all header work once per file; prove mapRow never goes back to
    // the header text by handing it a mapping that disagrees with its headers.
    const r = resolveHeaders(['Email'], today);
    const forged = {
      ...r,
      mapping: [{ ...r.mapping[0]!, key: 'Renamed', targets: [], ops: resolveHeaders(['FirstName']).mapping[0]!.ops }],
    };
    const rec = mapRow(forged, ['Zed']);
    expect(rec.fullName).toBe('Zed');
    expect(rec.emails).toEqual([]);
    expect(rec.allFields).toEqual({ Renamed: 'Zed' });
  });
});

describe('mapRow output shape', () => {
  it('returns plain objects (zod z.record and structuredClone accept them)', () => {
    const rec = mapRow(['FirstName', 'City', 'Employer', 'PlanName'], ['Ann', 'Reno', 'Acme', 'Gold']);
    for (const obj of [rec, rec.allFields, rec.address, rec.employment, rec.benefits]) {
      expect(Object.getPrototypeOf(obj)).toBe(Object.prototype);
    }
    expect(structuredClone(rec)).toEqual(rec);
  });
});

describe('values as spreadsheets write them (ADR 0194)', () => {
  const resolved = resolveHeaders(['Name', 'Zip', 'Phone', 'DOB', 'City'], today);

  it('takes Excel’s ="…" text wrapper off, keeping the original row as written', () => {
    const rec = mapRow(resolved, ['Ada Lovelace', '="02134"', '="5554091111"', '="01/02/1980"', '="Boston"']);
    expect(rec.address).toEqual({ zip: '02134', city: 'Boston' });
    expect(rec.phones).toEqual(['5554091111']);
    expect(rec.dob).toBe('1980-01-02');
    expect(rec.allFields).toMatchObject({ Zip: '="02134"', Phone: '="5554091111"' });
    expect(unreadDates(resolved, [['Ada Lovelace', '', '', '="01/02/1980"', '']])).toEqual([]);
  });

  it('takes a spreadsheet’s text apostrophe off a number, and only off a number (ADR 0205)', () => {
    const rec = mapRow(resolved, ['Ada Lovelace', "'07102", "'+1 973 555 0123", "'01/02/1980", "'Boston"]);
    expect(rec.address).toEqual({ zip: '07102', city: "'Boston" });
    expect(rec.phones).toEqual(['+1 973 555 0123']);
    expect(rec.dob).toBe('1980-01-02');
    expect(rec.allFields).toMatchObject({ Zip: "'07102", Phone: "'+1 973 555 0123" });
    expect(mapRow(resolved, ["'Big' Jim Jones", "'(973) 555-0123", '', '', '']).fullName).toBe("'Big' Jim Jones");
  });

  it('unwraps only the whole cell, and Excel’s doubled quotes inside it', () => {
    expect(mapRow(resolved, ['="Ada ""The Countess"" Lovelace"', '', '', '', '']).fullName).toBe('Ada "The Countess" Lovelace');
    expect(mapRow(resolved, ['Ada', '="021" & "34"', '', '', '']).address.zip).toBe('="021" & "34"');
    expect(mapRow(resolved, ['Ada', '=SUM(A1:A2)', '', '', '']).address.zip).toBe('=SUM(A1:A2)');
    expect(mapRow(resolved, ['Ada', '="N/A"', '', '', '']).address).toEqual({});
  });
});

describe('an SSN or a phone of zeros only (ADR 0248)', () => {
  it('is a placeholder: no SSN, no phone, and the original row keeps it', () => {
    const resolved = resolveHeaders(['Name', 'SSN', 'Phone', 'Mobile']);
    for (const [ssn, phone] of [
      ['000-00-0000', '0000000000'],
      ['000000000', '(000) 000-0000'],
      ['0', '0'],
      ['000 00 0000', '+0 000 000 0000'],
    ] as const) {
      const rec = mapRow(resolved, ['Zed Zero', ssn, phone, '']);
      expect(rec.ssn).toBeUndefined();
      expect(rec.phones).toEqual([]);
      expect(rec.allFields).toMatchObject({ SSN: ssn, Phone: phone });
    }
  });

  it('leaves a number with any other digit as it is', () => {
    const resolved = resolveHeaders(['Name', 'SSN', 'Phone', 'Mobile']);
    const rec = mapRow(resolved, ['Ann Lee', '001-01-0001', '0000000000', '020 7946 0000']);
    expect(rec.ssn).toBe('001-01-0001');
    expect(rec.phones).toEqual(['020 7946 0000']);
  });
});

describe('an address with its domain’s root dot (ADR 0194)', () => {
  it('is stored without the dot', () => {
    const resolved = resolveHeaders(['Name', 'Email']);
    expect(mapRow(resolved, ['Em Dot', 'em.dot@example.com.']).emails).toEqual(['em.dot@example.com']);
    expect(mapRow(resolved, ['Em Dot', 'Em Dot <em.dot@example.com.>; other@example.org..']).emails).toEqual([
      'em.dot@example.com',
      'other@example.org',
    ]);
  });
});

describe('an address with an invisible character copied with it (ADR 0208)', () => {
  it('is stored as the address it reads as, so a search for it finds the record', () => {
    const resolved = resolveHeaders(['Name', 'Email']);
    // A zero-width space, a word joiner, a soft hyphen and a left-to-right mark, as text copied
    // from a web page or a document carries them.
    expect(mapRow(resolved, ['Zed Width', 'zw\u200b@example.com']).emails).toEqual(['zw@example.com']);
    expect(mapRow(resolved, ['Zed Width', 'zed\u2060.width@exam\u00adple.com\u200e']).emails).toEqual(['zed.width@example.com']);
    expect(mapRow(resolved, ['Zed Width', 'a@x.com;\u200bb@y.com']).emails).toEqual(['a@x.com', 'b@y.com']);
    // The original row keeps the cell as written.
    expect(mapRow(resolved, ['Zed Width', 'zw\u200b@example.com']).allFields.Email).toBe('zw\u200b@example.com');
  });
});

describe('a phone a spreadsheet or a data frame wrote as a decimal number', () => {
  it('is the number without its ".0", so a search for it finds the record', () => {
    const resolved = resolveHeaders(['Name', 'Phone']);
    // pandas writes a column of numbers with a missing value as floats: 5551234567.0.
    expect(mapRow(resolved, ['Flo Point', '5551234567.0']).phones).toEqual(['5551234567']);
    expect(mapRow(resolved, ['Flo Point', '15551234567.0']).phones).toEqual(['15551234567']);
    expect(mapRow(resolved, ['Flo Point', '447946095800.00']).phones).toEqual(['447946095800']);
    expect(mapRow(resolved, ['Flo Point', '5551234567.0; 5559876543.0']).phones).toEqual(['5551234567', '5559876543']);
    // A dotted phone, and a number with other decimals, are left as written.
    expect(mapRow(resolved, ['Dot Ted', '555.123.4567']).phones).toEqual(['555.123.4567']);
    expect(mapRow(resolved, ['Dot Ted', '5551234567.5']).phones).toEqual(['5551234567.5']);
    expect(mapRow(resolved, ['Flo Point', '5551234567.0']).allFields.Phone).toBe('5551234567.0');
  });
});

describe('a ZIP code a data frame wrote as a decimal number', () => {
  it('is the code without its ".0"', () => {
    const resolved = resolveHeaders(['Name', 'City', 'Zip']);
    expect(mapRow(resolved, ['Flo Point', 'Boston', '2134.0']).address.zip).toBe('2134');
    expect(mapRow(resolved, ['Flo Point', 'Springfield', '62704.0']).address.zip).toBe('62704');
    // Anything else is left as written, and the original row keeps the cell.
    expect(mapRow(resolved, ['Flo Point', 'Boston', '02134-1234']).address.zip).toBe('02134-1234');
    expect(mapRow(resolved, ['Flo Point', 'Boston', '2134.5']).address.zip).toBe('2134.5');
    expect(mapRow(resolved, ['Flo Point', 'Boston', '2134.0']).allFields.Zip).toBe('2134.0');
  });
});

describe('an address split into a house number and a street (ADR 0249)', () => {
  const addressOf = (headers: string[], row: string[]) => mapRow(resolveHeaders(headers, today), row).address;

  it('joins the number column to the street, as the street key reads it, for each header style', () => {
    expect(addressOf(['House Number', 'Street Name', 'City', 'State', 'Zip'], ['12', 'Oak Street', 'Springfield', 'IL', '62704'])).toEqual({
      street: '12 Oak Street',
      city: 'Springfield',
      state: 'IL',
      zip: '62704',
    });
    expect(addressOf(['Straße', 'Hausnummer', 'PLZ', 'Ort'], ['Hauptstraße', '12', '10115', 'Berlin'])).toEqual({
      street: '12 Hauptstraße',
      zip: '10115',
      city: 'Berlin',
    });
    expect(addressOf(['Street Number', 'Street', 'City'], ['725', '5th Ave', 'New York']).street).toBe('725 5th Ave');
    expect(addressOf(['St Num', 'Street', 'City'], ['9', 'Elm Rd', 'Dover']).street).toBe('9 Elm Rd');
    expect(addressOf(['Number', 'Street', 'City'], ['40', 'Pine Lane', 'Dover']).street).toBe('40 Pine Lane');
    expect(addressOf(['Straat', 'Huisnummer', 'Postcode', 'Plaats'], ['Kerkstraat', '7a', '1017 GC', 'Amsterdam']).street).toBe(
      '7a Kerkstraat',
    );
    expect(addressOf(['Numéro', 'Rue', 'Code postal', 'Ville'], ['12 bis', 'Rue de la Paix', '75002', 'Paris']).street).toBe(
      '12 bis Rue de la Paix',
    );
    expect(addressOf(['Calle', 'Número', 'Ciudad'], ['Calle Mayor', '3', 'Madrid']).street).toBe('3 Calle Mayor');
    expect(addressOf(['Indirizzo', 'Numero civico', 'Città'], ['Via Roma', '21', 'Roma']).street).toBe('21 Via Roma');
  });

  it('reads a voter file: house number, street name, its type, the unit and a ZIP+4', () => {
    const voter = resolveHeaders(['RES_HOUSE_NUMBER', 'RES_STREET_NAME', 'RES_STREET_SUFFIX', 'RES_UNIT', 'CITY', 'ZIP', 'ZIP4'], today);
    expect(voter.ignored).toEqual([]);
    expect(mapRow(voter, ['1420', 'OAK', 'ST', 'APT 4', 'SALEM', '97301', '1234']).address).toEqual({
      street: '1420 OAK ST',
      address2: 'APT 4',
      city: 'SALEM',
      zip: '97301',
    });
    // The four-digit add-on alone is no ZIP code; a whole ZIP+4 is, when no ZIP column has one.
    expect(mapRow(voter, ['1420', 'OAK', 'ST', '', 'SALEM', '', '1234']).address.zip).toBeUndefined();
    expect(mapRow(voter, ['1420', 'OAK', 'ST', '', 'SALEM', '', '97301-1234']).address.zip).toBe('97301-1234');
    // A type the street already ends with, however written, is not added again.
    expect(mapRow(voter, ['1420', 'Oak Street', 'ST', '', 'SALEM', '', '']).address.street).toBe('1420 Oak Street');
    // A data frame's float: "1420.0".
    expect(mapRow(voter, ['1420.0', 'OAK', 'ST', '', 'SALEM', '', '']).address.street).toBe('1420 OAK ST');
  });

  it('reads a voter roll\'s bare "HOUSE" column as the house number, only beside a street', () => {
    expect(addressOf(['LAST', 'FIRST', 'HOUSE', 'STREET', 'CITY'], ['DOE', 'JANE', '42', 'MAIN ST', 'AKRON']).street).toBe('42 MAIN ST');
    expect(addressOf(['Name', 'House_Nbr', 'Street Name'], ['Jane Doe', '7', 'Oak Rd']).street).toBe('7 Oak Rd');
    expect(resolveHeaders(['Name', 'House', 'City'], today).ignored).toEqual(['House']);
  });

  it('does not give a street the number it already has', () => {
    const h = ['House Number', 'Street', 'City'];
    expect(addressOf(h, ['12', '12 Oak Street', 'Dover']).street).toBe('12 Oak Street');
    expect(addressOf(h, ['12', 'Hauptstraße 12', 'Dover']).street).toBe('Hauptstraße 12');
    expect(addressOf(h, ['12', '120 Oak Street', 'Dover']).street).toBe('12 120 Oak Street');
    // A number without a street makes no street; the original row keeps it.
    const alone = mapRow(resolveHeaders(h, today), ['12', '', 'Dover']);
    expect(alone.address).toEqual({ city: 'Dover' });
    expect(alone.allFields).toEqual({ 'House Number': '12', City: 'Dover' });
  });

  it('never joins a number of one set of columns to the street of another (ADR 0216)', () => {
    const woo = resolveHeaders(
      ['billing_house_number', 'billing_address_1', 'billing_city', 'shipping_house_number', 'shipping_address_1', 'shipping_city'],
      today,
    );
    expect(mapRow(woo, ['5', 'Bill Rd', 'Billtown', '9', 'Ship Rd', 'Shipville']).address).toEqual({
      street: '5 Bill Rd',
      city: 'Billtown',
    });
    expect(mapRow(woo, ['', '', '', '9', 'Ship Rd', 'Shipville']).address).toEqual({ street: '9 Ship Rd', city: 'Shipville' });
    // A billing number whose set has no street part is never given to the shipping street.
    expect(mapRow(woo, ['5', '', '', '9', 'Ship Rd', 'Shipville']).address).toEqual({ street: '9 Ship Rd', city: 'Shipville' });
    const numberOnly = resolveHeaders(['billing_house_number', 'shipping_address_1'], today);
    expect(numberOnly.ignored).toEqual(['billing_house_number']);
    expect(mapRow(numberOnly, ['5', 'Ship Rd']).address).toEqual({ street: 'Ship Rd' });
  });

  it('lists the number column as recognised, and an ambiguous one only beside its street', () => {
    expect(resolveHeaders(['House Number', 'Street Name', 'Zip'], today).recognized).toEqual(['House Number', 'Street Name', 'Zip']);
    // "Number" or "Unit" away from a street is an id, a phone or a business unit as often.
    const loose = resolveHeaders(['Number', 'Name', 'Street', 'Unit', 'Department', 'City'], today);
    expect(loose.ignored).toEqual(['Number']);
    expect(loose.recognized).toContain('Unit');
    expect(resolveHeaders(['Name', 'Street', 'City', 'Unit'], today).ignored).toEqual(['Unit']);
    // A number column with no street column at all fills nothing.
    expect(resolveHeaders(['Name', 'House Number', 'City'], today).ignored).toEqual(['House Number']);
    // A value that is not shaped as a house number (a phone under "Number") is not joined.
    expect(addressOf(['Street', 'Number'], ['Oak St', '555-123-4567']).street).toBe('Oak St');
  });

  it('recognises Postal, Apt and Apt #, and SS# but not a bare SS', () => {
    const rec = mapRow(resolveHeaders(['Address', 'Apt #', 'Postal', 'SS#'], today), ['1 Elm St', '4B', '62704', '123-45-6789']);
    expect(rec.address).toEqual({ street: '1 Elm St', address2: '4B', zip: '62704' });
    expect(rec.ssn).toBe('123-45-6789');
    expect(targetsForHeader('Apt')).toEqual(['address.address2']);
    expect(targetsForHeader('SS No.')).toEqual(['ssn']);
    expect(targetsForHeader('SS')).toEqual([]);
  });
});
