// Registered after every other list: the split address columns (ADR 0249), and the employment
// and benefit fields by their own names.

import { aliasList, normalizeHeader } from './field-target.ts';
import { BENEFIT_FIELDS, EMPLOYMENT_FIELDS } from './types.ts';

const split = aliasList();
const { alias, dayFirstAlias } = split;

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
  // Voter rolls' "HOUSE", "HOUSE_NBR", "House Nr": only beside a street column, as every part.
  'house',
  'housenbr',
  'housenr',
  'streetnumber',
  'streetnum',
  'streetno',
  'stnum',
  'stnumber',
  'stno',
  'addressnumber',
  // New York's roll: RADDNUMBER.
  'addnumber',
  'reshousenumber',
  'billinghousenumber',
  'shippinghousenumber',
);
alias('address.streetSuffix', 'streetsuffix', 'resstreetsuffix', 'streettype', 'stsuffix', 'sttype');
// A street's direction in a column of its own (Michigan's DIRECTION_PREFIX, Washington's
// RegStPreDirection), and a unit's type beside its number (RegUnitType "APT", RegStUnitNum "4"):
// joined as "123 N Main St NW", "APT 4" (ADR 0327).
alias(
  'address.streetPreDirection',
  'directionprefix',
  'predirection',
  'predirectional',
  'predir',
  'streetpredirection',
  'streetpredirectional',
  'streetpredir',
  'stpredirection',
  'stpredir',
  'prefixdirection',
  'prefixdirectional',
);
alias(
  'address.streetPostDirection',
  'directionsuffix',
  'postdirection',
  'postdirectional',
  'postdir',
  'streetpostdirection',
  'streetpostdirectional',
  'streetpostdir',
  'stpostdirection',
  'stpostdir',
  'suffixdirection',
  'suffixdirectional',
);
alias('address.unitType', 'unittype', 'apttype', 'apartmenttype', 'stunittype');
alias('address.street', 'streetname', 'stname', 'resstreetname');
alias(
  'address.address2',
  'apt',
  'aptno',
  'aptnum',
  'aptnumber',
  'apartment',
  'apartmentnumber',
  'suite',
  'unitnumber',
  'unitnum',
  'stunitnum',
  'resunit',
  // Georgia's roll: RESIDENCE_APT_UNIT_NBR.
  'aptunitnbr',
  'aptunitnumber',
);
alias('address.zip', 'postal');
alias('address.zipPlus4', 'zip4', 'zipplus4', 'zipcodeplus4');
dayFirstAlias('address.houseNumber', 'hausnummer', 'hausnr', 'huisnummer', 'huisnr', 'numerocivico', 'numerodecalle', 'numerodevoie');
dayFirstAlias('address.street', 'strassenname', 'straatnaam', 'nomdevoie', 'nombredecalle');

// Employment and benefit columns map 1:1 from their field names (EmployeeID is both an id and
// an employment field, so it lands in both places).
for (const f of EMPLOYMENT_FIELDS) alias(`employment.${f}`, normalizeHeader(f));
alias('employment.employer', 'company', 'companyname', 'employername', 'jobcompanyname', 'organization1name');
alias('employment.location', 'worklocation');
alias('employment.jobTitle', 'position', 'organization1title');
alias('employment.department', 'dept');
alias('employment.dateOfHire', 'hiredate');
alias('employment.employeeStatus', 'employmentstatus');
alias('employment.type', 'employeetype', 'employmenttype');
for (const f of BENEFIT_FIELDS) alias(`benefits.${f}`, normalizeHeader(f));
alias('benefits.pcp', 'primarycarephysician');

/** The headers above, in the order written: registered last. */
export const SPLIT_ADDRESS_AND_JOB_ALIASES = split.entries;
