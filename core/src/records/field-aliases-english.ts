// The headers of English-language exports: HR, EHR and breach dumps (spec §3, §5), and CRM and
// web-shop exports (ADR 0203).

import { aliasList } from './field-target.ts';

const english = aliasList();
const { alias } = english;

alias('externalId', 'id', 'employeeid', 'mrn', 'recordid', 'medicalrecordnumber');
alias('firstName', 'firstname', 'fname', 'first', 'givenname', 'namefirst');
alias('middleName', 'middlename', 'mname', 'middle', 'middleinitial', 'mi', 'namemiddle', 'middlemaidenname', 'additionalname');
// Voter rolls write the part last: Florida's "Name Last", "Name First", North Carolina's "name_suffix_lbl".
alias('lastName', 'lastname', 'lname', 'last', 'surname', 'familyname', 'namelast');
// National Public Data's "name_suff", and "NAME_SFX" of other dumps ("SFX" alone may be a street's).
alias('suffix', 'suffix', 'namesuffix', 'namesuffixlbl', 'namesuff', 'namesfx');
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
  // People Data Labs' lists of a person's addresses and numbers (comma-separated in one cell).
  'personalemails',
  // Outlook's and Google Contacts' exports: "E-mail 2 Address", "E-mail 1 - Value".
  'email2address',
  'email3address',
  'email1value',
  'email2value',
  'email3value',
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
  'fullphonenumber',
  'daytimephone',
  'daytimephonenumber',
  'phonenumbers',
  'phonenum',
  'homephone2',
  'businessphone2',
  'phone1value',
  'phone2value',
  'phone3value',
);
alias('ssn', 'ssn', 'socialsecuritynumber', 'socialsecurity', 'socialsecurityno', 'ssnumber', 'socsec', 'socsecno', 'socsecnumber');
alias('dob', 'dob', 'dateofbirth', 'birthdate', 'birthday', 'birthdt');
alias('birthYear', 'birthyear', 'yearofbirth', 'yob', 'byear', 'birthyr');
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
  'addresslineone',
  // A whole address in one cell, split when it ends as a US address does (ADR 0324).
  'fulladdress',
  'completeaddress',
  'residentialaddress',
);
alias(
  'address.address2',
  'address2',
  'addressline2',
  'addr2',
  'streetaddress2',
  'addrline2',
  'secondaryaddress',
  'secondaryaddr',
  'addresslinetwo',
  // Outlook's "Home Street 2".
  'street2',
);
// Voter rolls name a code's meaning "_desc" (North Carolina's res_city_desc, county_desc) and a
// state by its code (state_cd).
// "Locality" is schema.org's and People Data Labs' (location_locality) word for the town.
alias('address.city', 'city', 'town', 'cityname', 'citydesc', 'locality', 'addresslocality');
alias('address.state', 'state', 'province', 'stateprovince', 'statename', 'statecd');
alias('address.zip', 'zip', 'zipcode', 'postalcode', 'postcode', 'zip5', 'zippostal', 'zippostalcode', 'postalzip', 'postalzipcode');
alias('address.county', 'county', 'countyname', 'countydesc');
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

/** The headers above, in the order written: registered first (field-alias-table.ts). */
export const ENGLISH_ALIASES = english.entries;
