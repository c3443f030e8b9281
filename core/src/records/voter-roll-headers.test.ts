// US voter rolls' headers (ADR 0325): Ohio's RESIDENTIAL_* and MAILING_* sets, Florida's "Name
// Last" and "Residence *" with the phone's area code in a column of its own, North Carolina's
// res_* and mail_* beside unprefixed state and ZIP columns.
import { describe, expect, it } from 'vitest';
import { mappedRow } from '../../test/mapped-row.ts';
import { addressReadingLabel, resolveHeaders } from './field-aliases.ts';

const read = mappedRow;

describe('a voter roll’s residence and mailing addresses (ADR 0325)', () => {
  it('reads Ohio’s residence whole and leaves its mailing address apart', () => {
    const headers = [
      'SOS_VOTERID',
      'LAST_NAME',
      'FIRST_NAME',
      'DATE_OF_BIRTH',
      'RESIDENTIAL_ADDRESS1',
      'RESIDENTIAL_SECONDARY_ADDR',
      'RESIDENTIAL_CITY',
      'RESIDENTIAL_STATE',
      'RESIDENTIAL_ZIP',
      'RESIDENTIAL_ZIP_PLUS4',
      'MAILING_ADDRESS1',
      'MAILING_SECONDARY_ADDRESS',
      'MAILING_CITY',
      'MAILING_STATE',
      'MAILING_ZIP',
    ];
    const values = ['OH1', 'DOE', 'JOHN', '1965-03-15', '123 MAIN ST', 'APT 4', 'COLUMBUS', 'OH', '43215', '1234'];
    const { resolved, record } = read(headers, [...values, 'PO BOX 9', '', 'DAYTON', 'OH', '45401']);
    expect(resolved.ignored).toEqual(['SOS_VOTERID']);
    expect(record.fullName).toBe('JOHN DOE');
    expect(record.address).toEqual({ street: '123 MAIN ST', address2: 'APT 4', city: 'COLUMBUS', state: 'OH', zip: '43215' });
    // A voter with no residence on the roll is found at the mailing address, never a mix of the two.
    const mailingOnly = read(headers, ['OH2', 'ROE', 'ANN', '', '', '', '', '', '', '', 'PO BOX 9', '', 'DAYTON', 'OH', '45401']);
    expect(mailingOnly.record.address).toEqual({ street: 'PO BOX 9', city: 'DAYTON', state: 'OH', zip: '45401' });
  });

  it('names the sets an address is read from, in order, by their street columns', () => {
    const nc = resolveHeaders(['county_desc', 'last_name', 'res_street_address', 'res_city_desc', 'state_cd', 'mail_addr1', 'mail_city']);
    expect(addressReadingLabel(nc)).toBe(
      'the residence columns (“res_street_address”, …) first, else the mailing columns (“mail_addr1”, …); never parts of two',
    );
    const shop = resolveHeaders(['Name', 'Billing City', 'Shipping Address 1', 'Shipping City', 'Other Street']);
    expect(addressReadingLabel(shop)).toBe(
      'the billing columns (“Billing City”) first, else the shipping columns (“Shipping Address 1”, …), then the other address columns (“Other Street”); never parts of two',
    );
    expect(addressReadingLabel(resolveHeaders(['Name', 'Residential Address', 'City', 'Zip']))).toBeUndefined();
  });

  it('ranks the residence first wherever its columns stand', () => {
    const { record } = read(
      ['Name', 'Mailing Street', 'Mailing City', 'Residence Address', 'Residence City'],
      ['Ann Roe', 'PO Box 9', 'Dayton', '5 Oak Ave', 'Kettering'],
    );
    expect(record.address).toEqual({ street: '5 Oak Ave', city: 'Kettering' });
  });

  it('reads North Carolina’s res_* columns with the unprefixed state, ZIP and county beside them', () => {
    const { resolved, record } = read(
      ['county_desc', 'last_name', 'first_name', 'name_suffix_lbl', 'res_street_address', 'res_city_desc', 'state_cd', 'zip_code'].concat([
        'mail_addr1',
        'mail_addr2',
        'mail_addr3',
        'mail_city',
        'mail_state',
        'mail_zipcode',
        'full_phone_number',
        'birth_year',
        'birth_state',
        'drivers_lic',
      ]),
      ['ALAMANCE', 'DOE', 'JOHN', 'JR', '123 MAIN ST', 'BURLINGTON', 'NC', '27215'].concat([
        'PO BOX 1',
        '',
        '',
        'GRAHAM',
        'NC',
        '27253',
        '3365551234',
        '1965',
        'VA',
        'Y',
      ]),
    );
    expect(resolved.ignored).toEqual(['mail_addr3', 'birth_state', 'drivers_lic']);
    expect(record.fullName).toBe('JOHN DOE JR');
    expect(record.address).toEqual({ street: '123 MAIN ST', city: 'BURLINGTON', state: 'NC', zip: '27215', county: 'ALAMANCE' });
    expect(record.phones).toEqual(['3365551234']);
    expect(record.birthYear).toBe(1965);
  });

  it('keeps one address when only the street names its set', () => {
    expect(
      read(['Name', 'Residential Address', 'City', 'State', 'Zip'], ['Ann Roe', '5 Oak Ave', 'Dayton', 'OH', '45402']).record.address,
    ).toEqual({
      street: '5 Oak Ave',
      city: 'Dayton',
      state: 'OH',
      zip: '45402',
    });
    expect(read(['Name', 'Billing Address 1', 'Billing City', 'Zip'], ['Ann Roe', '5 Oak Ave', 'Dayton', '45402']).record.address).toEqual({
      street: '5 Oak Ave',
      city: 'Dayton',
      zip: '45402',
    });
  });

  it('keeps an unprefixed address with a street of its own apart from a prefixed one', () => {
    const headers = ['Name', 'Address', 'City', 'Billing Address 1', 'Billing City', 'Billing Postcode'];
    expect(read(headers, ['Ann Roe', '5 Oak Ave', 'Dayton', '9 Elm St', 'Troy', '45373']).record.address).toEqual({
      street: '5 Oak Ave',
      city: 'Dayton',
    });
  });

  it('reads no prefix before a column that is not an address’s', () => {
    const { resolved } = read(['Name', 'Mail Address', 'Mailadresse', 'Other Name', 'Current Email', 'Result', 'Residency'], []);
    expect(resolved.recognized).toEqual(['Name']);
  });
});

describe('Florida’s voter roll (ADR 0325)', () => {
  const headers = [
    'Voter ID',
    'Name Last',
    'Name Suffix',
    'Name First',
    'Name Middle',
    'Residence Address Line 1',
    'Residence Address Line 2',
    'Residence City (USPS)',
    'Residence State',
    'Residence Zipcode',
    'Mailing Address Line 1',
    'Mailing City',
    'Mailing State',
    'Mailing Zipcode',
    'Birth Date',
    'Daytime Area Code',
    'Daytime Phone Number',
    'Daytime Phone Extension',
  ];

  it('reads the name’s parts, the residence and the phone with its area code', () => {
    const values = ['1', 'Doe', 'Jr', 'John', 'Q', '123 Main St', '', 'Gainesville', 'FL', '32601', '', '', '', '', '03/15/1965'];
    const { resolved, record } = read(headers, [...values, '352', '5551234', '']);
    expect(resolved.ignored).toEqual(['Voter ID', 'Daytime Phone Extension']);
    expect(record.fullName).toBe('John Q Doe Jr');
    expect(record.address).toEqual({ street: '123 Main St', city: 'Gainesville', state: 'FL', zip: '32601' });
    expect(record.dob).toBe('1965-03-15');
    expect(record.phones).toEqual(['352 5551234']);
    expect(record.allFields).toMatchObject({ 'Daytime Area Code': '352', 'Daytime Phone Number': '5551234' });
    expect(read(headers, [...values, '352', '555-1234', '']).record.phones).toEqual(['352 555-1234']);
  });

  it('gives the area code only to a seven-digit phone, and only a three-digit code', () => {
    const values = ['1', 'Doe', '', 'John', '', '', '', '', '', '', '', '', '', '', ''];
    expect(read(headers, [...values, '352', '(352) 555-1234', '']).record.phones).toEqual(['(352) 555-1234']);
    expect(read(headers, [...values, '', '5551234', '']).record.phones).toEqual(['5551234']);
    expect(read(headers, [...values, '3520', '5551234', '']).record.phones).toEqual(['5551234']);
    // A spreadsheet's ="352" is the code it shows.
    expect(read(headers, [...values, '="352"', '5551234', '']).record.phones).toEqual(['352 5551234']);
  });

  it('reads an "Area Code" column only beside a phone', () => {
    expect(read(['Name', 'Area Code', 'City'], ['Ann Roe', '352', 'Ocala']).resolved.ignored).toEqual(['Area Code']);
  });
});

describe('a street’s direction and a unit’s type in columns of their own (ADR 0327)', () => {
  it('joins Washington’s Reg* columns into the residence: "123 N Main St NW", "APT 4"', () => {
    const headers = ['FName', 'LName', 'Birthyear', 'RegStNum', 'RegStFrac', 'RegStName', 'RegStType', 'RegUnitType'].concat([
      'RegStPreDirection',
      'RegStPostDirection',
      'RegStUnitNum',
      'RegCity',
      'RegState',
      'RegZipCode',
      'Mail1',
      'MailCity',
      'MailZip',
      'MailState',
    ]);
    const values = [
      'JOHN',
      'DOE',
      '1965',
      '123',
      '',
      'MAIN',
      'ST',
      'APT',
      'N',
      'NW',
      '4',
      'OLYMPIA',
      'WA',
      '98501',
      'PO BOX 9',
      'LACEY',
      '98509',
      'WA',
    ];
    const { resolved, record } = read(headers, values);
    expect(resolved.ignored).toEqual(['RegStFrac', 'Mail1']);
    expect(record.address).toEqual({ street: '123 N MAIN ST NW', address2: 'APT 4', city: 'OLYMPIA', state: 'WA', zip: '98501' });
    expect(record.birthYear).toBe(1965);
  });

  it('joins Michigan’s direction columns, and gives nothing twice', () => {
    const headers = [
      'LAST_NAME',
      'FIRST_NAME',
      'STREET_NUMBER',
      'DIRECTION_PREFIX',
      'STREET_NAME',
      'STREET_TYPE',
      'DIRECTION_SUFFIX',
      'CITY',
    ];
    const address = (values: string[]) => read(headers, ['DOE', 'JOHN', ...values, 'LANSING']).record.address;
    expect(address(['123', 'N', 'MAIN', 'ST', ''])).toEqual({ street: '123 N MAIN ST', city: 'LANSING' });
    expect(address(['123', 'N', 'N MAIN', 'ST', 'SW'])).toEqual({ street: '123 N MAIN ST SW', city: 'LANSING' });
    // A value that is no direction is left in the original row, not joined.
    expect(address(['123', 'X1', 'MAIN', 'ST', 'Suite 4'])).toEqual({ street: '123 MAIN ST', city: 'LANSING' });
    // With no street in its set, a direction makes no street.
    const alone = read(['Name', 'Direction Prefix', 'City'], ['Ann Roe', 'N', 'Lansing']);
    expect(alone.resolved.ignored).toEqual(['Direction Prefix']);
    expect(alone.record.address).toEqual({ city: 'Lansing' });
  });

  it('gives a unit’s type only to a unit number, once', () => {
    const headers = ['Name', 'Street', 'Unit Type', 'Unit Number'];
    expect(read(headers, ['Ann Roe', '5 Oak Ave', 'APT', '4']).record.address).toEqual({ street: '5 Oak Ave', address2: 'APT 4' });
    expect(read(headers, ['Ann Roe', '5 Oak Ave', 'APT', 'Apt 4']).record.address).toEqual({ street: '5 Oak Ave', address2: 'Apt 4' });
    expect(read(headers, ['Ann Roe', '5 Oak Ave', '#', '4']).record.address).toEqual({ street: '5 Oak Ave', address2: '#4' });
    expect(read(headers, ['Ann Roe', '5 Oak Ave', 'APT', '']).record.address).toEqual({ street: '5 Oak Ave' });
  });
});

describe('People Data Labs’ columns (ADR 0325)', () => {
  it('reads the location_* address, the lists of emails and numbers and the employer', () => {
    const { record } = read(
      ['full_name', 'first_name', 'last_name', 'birth_year', 'work_email', 'personal_emails', 'phone_numbers', 'location_name'].concat([
        'location_locality',
        'location_region',
        'location_country',
        'location_street_address',
        'location_address_line_2',
        'location_postal_code',
        'job_company_name',
      ]),
      [
        'john doe',
        'john',
        'doe',
        '1965',
        'jdoe@acme.example',
        'jd@mail.example, john.d@mail.example',
        '+15035551234',
        'portland, oregon, united states',
      ].concat(['portland', 'oregon', 'united states', '123 main st', 'apt 4', '97201', 'acme']),
    );
    expect(record.emails).toEqual(['jdoe@acme.example', 'jd@mail.example', 'john.d@mail.example']);
    expect(record.phones).toEqual(['+15035551234']);
    expect(record.address).toEqual({
      street: '123 main st',
      address2: 'apt 4',
      city: 'portland',
      state: 'oregon',
      zip: '97201',
      country: 'united states',
    });
    expect(record.employment).toEqual({ employer: 'acme' });
  });
});

describe('more states’ rolls (ADR 0325)', () => {
  it('reads New York’s R* residence columns', () => {
    const headers = [
      'LASTNAME',
      'FIRSTNAME',
      'RADDNUMBER',
      'RHALFCODE',
      'RAPARTMENT',
      'RPREDIRECTION',
      'RSTREETNAME',
      'RPOSTDIRECTION',
    ].concat(['RCITY', 'RZIP5', 'RZIP4', 'MAILADD1', 'DOB', 'SBOEID']);
    const { resolved, record } = read(headers, [
      'DOE',
      'JOHN',
      '123',
      '',
      '4B',
      'W',
      'MAIN ST',
      '',
      'ALBANY',
      '12207',
      '',
      '',
      '19650315',
      'NY1',
    ]);
    expect(resolved.ignored).toEqual(['RHALFCODE', 'MAILADD1', 'SBOEID']);
    expect(record.address).toEqual({ street: '123 W MAIN ST', address2: '4B', city: 'ALBANY', zip: '12207' });
    expect(record.dob).toBe('1965-03-15');
  });

  it('reads Georgia’s residence, its maiden name as the middle one, and a mailing street', () => {
    const headers = [
      'LAST_NAME',
      'FIRST_NAME',
      'MIDDLE_MAIDEN_NAME',
      'RESIDENCE_HOUSE_NUMBER',
      'RESIDENCE_STREET_NAME',
      'RESIDENCE_STREET_SUFFIX',
    ].concat([
      'RESIDENCE_APT_UNIT_NBR',
      'RESIDENCE_CITY',
      'RESIDENCE_ZIPCODE',
      'BIRTHDATE',
      'MAIL_HOUSE_NBR',
      'MAIL_STREET_NAME',
      'MAIL_CITY',
      'MAIL_STATE',
    ]);
    const values = ['DOE', 'JANE', 'QUINN', '123', 'PEACHTREE', 'ST', '4', 'ATLANTA', '30303', '1965'];
    const { resolved, record } = read(headers, [...values, '9', 'ELM', 'DECATUR', 'GA']);
    expect(resolved.ignored).toEqual([]);
    expect(record.fullName).toBe('JANE QUINN DOE');
    expect(record.address).toEqual({ street: '123 PEACHTREE ST', address2: '4', city: 'ATLANTA', zip: '30303' });
    expect(record.birthYear).toBe(1965);
    // With no residence on the row, the mailing street is whole: "Mail Street Name" is a street, "Mail Address" an email.
    const mailing = read(headers, ['DOE', 'JANE', '', '', '', '', '', '', '', '', '9', 'ELM', 'DECATUR', 'GA']);
    expect(mailing.record.address).toEqual({ street: '9 ELM', city: 'DECATUR', state: 'GA' });
  });

  it('reads Colorado’s whole residential address before its split parts, and its phone', () => {
    const headers = ['LAST_NAME', 'FIRST_NAME', 'HOUSE_NUM', 'PRE_DIR', 'STREET_NAME', 'STREET_TYPE', 'UNIT_TYPE', 'UNIT_NUM'].concat([
      'RESIDENTIAL_ADDRESS',
      'RESIDENTIAL_CITY',
      'RESIDENTIAL_STATE',
      'RESIDENTIAL_ZIP_CODE',
      'PHONE_NUM',
    ]);
    const values = ['DOE', 'JOHN', '123', 'N', 'MAIN', 'ST', 'APT', '4', '123 N MAIN ST APT 4', 'DENVER', 'CO', '80202', '3035551234'];
    const { record } = read(headers, values);
    expect(record.address).toEqual({ street: '123 N MAIN ST APT 4', city: 'DENVER', state: 'CO', zip: '80202' });
    expect(record.phones).toEqual(['3035551234']);
  });
});
