// The headers of breach dumps outside the English-speaking world: Latin-script languages, other
// scripts (ADR 0186), each with the date order its countries write (ADR 0171).

import { aliasList } from './field-target.ts';

const world = aliasList();
const { dayFirstAlias, yearFirstAlias } = world;

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

/** The headers above, in the order written. */
export const WORLD_ALIASES = world.entries;
