// What leaked, in one vocabulary for our own records, the breach catalog and the upstream
// API. Have I Been Pwned names its data classes in plain English ("Dates of birth"); we map the
// ones that change what a person should do, and keep the rest as "other".

export const DATA_CLASSES = [
  'ssn',
  'card',
  'financial',
  'governmentId',
  'driverLicense',
  'password',
  'dob',
  'address',
  'phone',
  'email',
  'benefits',
  'employment',
  'name',
  'other',
] as const;
export type DataClass = (typeof DATA_CLASSES)[number];

export const DATA_CLASS_LABELS: Record<DataClass, string> = {
  ssn: 'SSN',
  card: 'Payment card',
  financial: 'Financial account',
  governmentId: 'Government ID',
  driverLicense: 'Driver license',
  password: 'Password',
  dob: 'Date of birth',
  address: 'Address',
  phone: 'Phone',
  email: 'Email',
  benefits: 'Benefits & health',
  employment: 'Employment',
  name: 'Name',
  other: 'Other personal data',
};

const HIBP_CLASS_MAP: Record<string, DataClass> = {
  'social security numbers': 'ssn',
  'credit cards': 'card',
  'partial credit card data': 'card',
  'credit card cvv': 'card',
  'bank account numbers': 'financial',
  'account balances': 'financial',
  'payment histories': 'financial',
  'financial transactions': 'financial',
  'credit status information': 'financial',
  'loan information': 'financial',
  'taxation records': 'financial',
  'government issued ids': 'governmentId',
  'passport numbers': 'governmentId',
  "driver's licenses": 'driverLicense',
  passwords: 'password',
  'historical passwords': 'password',
  'password hints': 'password',
  'security questions and answers': 'password',
  'auth tokens': 'password',
  pins: 'password',
  'dates of birth': 'dob',
  'partial dates of birth': 'dob',
  'physical addresses': 'address',
  'phone numbers': 'phone',
  'partial phone numbers': 'phone',
  'email addresses': 'email',
  'personal health data': 'benefits',
  'health insurance information': 'benefits',
  'hiv statuses': 'benefits',
  employers: 'employment',
  'job titles': 'employment',
  occupations: 'employment',
  'employment statuses': 'employment',
  names: 'name',
};

/** Sorted by how much each class matters (the DATA_CLASSES order), without duplicates. */
export function sortDataClasses(classes: Iterable<DataClass>): DataClass[] {
  const set = new Set(classes);
  return DATA_CLASSES.filter((c) => set.has(c));
}

/** Our classes for a list of Have I Been Pwned data class names. */
export function dataClassesFromHibp(names: readonly string[]): DataClass[] {
  const classOf = (key: string): DataClass => (Object.hasOwn(HIBP_CLASS_MAP, key) ? HIBP_CLASS_MAP[key]! : 'other');
  return sortDataClasses(names.map((n) => classOf(n.trim().toLowerCase())));
}

/** "SSN, Date of birth, Email" */
export function describeDataClasses(classes: readonly DataClass[]): string {
  return classes.length === 0 ? DATA_CLASS_LABELS.other : classes.map((c) => DATA_CLASS_LABELS[c]).join(', ');
}
