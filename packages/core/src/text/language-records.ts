import { BASIC_LATIN_LETTERS } from './basic-charset';

/**
 * One language the importer knows the alphabet of.
 *
 * The alphabet a text is checked against is: the basic Latin letters a–z
 * minus `exclude`, plus `chars`, each in lower and upper case, plus the
 * ASCII digits, ASCII punctuation and the space, which every language allows
 * (see `languageCharset`).
 */
export interface LanguageRecord {
  /** ISO 639-1 code, e.g. "pl". */
  readonly code: string;
  /** Other codes that name the same language: ISO 639-2/T and /B, retired codes ("pol", "iw"). */
  readonly aliases: readonly string[];
  /** English name, e.g. "Polish". */
  readonly name: string;
  /** The language's own name for itself, e.g. "Polski". */
  readonly native: string;
  /** Letters beyond a–z (lower case) and language-specific punctuation or digits. */
  readonly chars: string;
  /** Written right to left. */
  readonly rtl: boolean;
  /**
   * Basic Latin letters that are not part of the alphabet. Languages in
   * other scripts exclude all of a–z: a Latin word in a Russian book is then
   * auto-accepted by the typing engine rather than forcing a layout switch.
   */
  readonly exclude?: string;
}

function range(from: number, to: number): string {
  let out = '';
  for (let code = from; code <= to; code++) out += String.fromCodePoint(code);
  return out;
}

const CYRILLIC_RU = 'абвгдеёжзийклмнопрстуфхцчшщъыьэюя';
const ARABIC_DIGITS = '٠١٢٣٤٥٦٧٨٩';
const ARABIC_PUNCTUATION = '،؛؟';
const DEVANAGARI = 'अआइईउऊऋएऐओऔकखगघङचछजझञटठडढणतथदधनपफबभमयरलवशषसहािीुूृेैोौ्ंःँ़।॥०१२३४५६७८९';
const THAI = range(0x0e01, 0x0e3a) + range(0x0e3f, 0x0e5b);

type Row = readonly [
  code: string,
  aliases: string,
  name: string,
  native: string,
  chars: string,
  options?: { rtl?: true; exclude?: string },
];

const NON_LATIN = { exclude: BASIC_LATIN_LETTERS } as const;
const RTL = { rtl: true, exclude: BASIC_LATIN_LETTERS } as const;

// One row per language: code, other codes, English name, native name, letters.
const ROWS: readonly Row[] = [
  ['en', 'eng', 'English', 'English', ''],
  ['pl', 'pol', 'Polish', 'Polski', 'ąćęłńóśźż'],
  ['de', 'deu ger', 'German', 'Deutsch', 'äöüß'],
  ['fr', 'fra fre', 'French', 'Français', 'àâæçéèêëîïôœùûüÿ'],
  ['es', 'spa', 'Spanish', 'Español', 'áéíñóúü¿¡'],
  ['it', 'ita', 'Italian', 'Italiano', 'àèéìíîòóùú'],
  ['pt', 'por', 'Portuguese', 'Português', 'áâãàçéêíóôõúü'],
  ['nl', 'nld dut', 'Dutch', 'Nederlands', 'áéíóúàèëïöüĳ'],
  ['sv', 'swe', 'Swedish', 'Svenska', 'åäöé'],
  ['no', 'nor nob nno nb nn', 'Norwegian', 'Norsk', 'æøåéèêóòôâ'],
  ['da', 'dan', 'Danish', 'Dansk', 'æøåé'],
  ['fi', 'fin', 'Finnish', 'Suomi', 'äöåšž'],
  ['is', 'isl ice', 'Icelandic', 'Íslenska', 'áðéíóúýþæö'],
  ['fo', 'fao', 'Faroese', 'Føroyskt', 'áðíóúýæø'],
  ['et', 'est', 'Estonian', 'Eesti', 'äöõüšž'],
  ['lv', 'lav', 'Latvian', 'Latviešu', 'āčēģīķļņšūž'],
  ['lt', 'lit', 'Lithuanian', 'Lietuvių', 'ąčęėįšųūž'],
  ['cs', 'ces cze', 'Czech', 'Čeština', 'áčďéěíňóřšťúůýž'],
  ['sk', 'slk slo', 'Slovak', 'Slovenčina', 'áäčďéíĺľňóôŕšťúýž'],
  ['sl', 'slv', 'Slovenian', 'Slovenščina', 'čšž'],
  ['hr', 'hrv', 'Croatian', 'Hrvatski', 'čćđšž'],
  ['bs', 'bos', 'Bosnian', 'Bosanski', 'čćđšž'],
  ['sr', 'srp', 'Serbian', 'Српски', 'čćđšžабвгдђежзијклљмнњопрстћуфхцчџш'],
  ['hu', 'hun', 'Hungarian', 'Magyar', 'áéíóöőúüű'],
  ['ro', 'ron rum mo', 'Romanian', 'Română', 'ăâîșțşţ'],
  ['tr', 'tur', 'Turkish', 'Türkçe', 'çğıöşüâîûİ'],
  ['az', 'aze', 'Azerbaijani', 'Azərbaycanca', 'çəğıöşüİ'],
  ['sq', 'sqi alb', 'Albanian', 'Shqip', 'çë'],
  ['mt', 'mlt', 'Maltese', 'Malti', 'ċġħżàèìòù'],
  ['ga', 'gle', 'Irish', 'Gaeilge', 'áéíóú'],
  ['gd', 'gla', 'Scottish Gaelic', 'Gàidhlig', 'àèìòù'],
  ['cy', 'cym wel', 'Welsh', 'Cymraeg', 'âêîôûŵŷáéíóúàèìòùäëïöüÿ'],
  ['eu', 'eus baq', 'Basque', 'Euskara', 'ñç'],
  ['ca', 'cat', 'Catalan', 'Català', 'àçéèíïóòúü·'],
  ['gl', 'glg', 'Galician', 'Galego', 'áéíñóúü'],
  ['fy', 'fry', 'Western Frisian', 'Frysk', 'âêéôûú'],
  ['lb', 'ltz', 'Luxembourgish', 'Lëtzebuergesch', 'äëéè'],
  ['la', 'lat', 'Latin', 'Latina', 'āēīōūȳæœ'],
  ['eo', 'epo', 'Esperanto', 'Esperanto', 'ĉĝĥĵŝŭ'],
  ['af', 'afr', 'Afrikaans', 'Afrikaans', 'áéèêëíîïóôöúûü'],
  ['sw', 'swa', 'Swahili', 'Kiswahili', ''],
  ['id', 'ind in', 'Indonesian', 'Bahasa Indonesia', ''],
  ['ms', 'msa may', 'Malay', 'Bahasa Melayu', ''],
  ['tl', 'tgl fil', 'Tagalog', 'Tagalog', 'ñ'],
  [
    'vi',
    'vie',
    'Vietnamese',
    'Tiếng Việt',
    'àáâãèéêìíòóôõùúýăđĩũơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ',
  ],
  ['ru', 'rus', 'Russian', 'Русский', CYRILLIC_RU, NON_LATIN],
  ['uk', 'ukr', 'Ukrainian', 'Українська', 'абвгґдеєжзиіїйклмнопрстуфхцчшщьюя', NON_LATIN],
  ['be', 'bel', 'Belarusian', 'Беларуская', 'абвгдеёжзійклмнопрстуўфхцчшыьэюя', NON_LATIN],
  ['bg', 'bul', 'Bulgarian', 'Български', 'абвгдежзийклмнопрстуфхцчшщъьюя', NON_LATIN],
  ['mk', 'mkd mac', 'Macedonian', 'Македонски', 'абвгдѓежзѕијклљмнњопрстќуфхцчџш', NON_LATIN],
  ['el', 'ell gre', 'Greek', 'Ελληνικά', 'αάβγδεέζηήθιίϊΐκλμνξοόπρσςτυύϋΰφχψωώ·', NON_LATIN],
  ['he', 'heb iw', 'Hebrew', 'עברית', 'אבגדהוזחטיכךלמםנןסעפףצץקרשת־׳״', RTL],
  [
    'ar',
    'ara',
    'Arabic',
    'العربية',
    `ءآأؤإئابةتثجحخدذرزسشصضطظعغفقكلمنهوىي${ARABIC_PUNCTUATION}${ARABIC_DIGITS}`,
    RTL,
  ],
  [
    'fa',
    'fas per',
    'Persian',
    'فارسی',
    `آابپتثجچحخدذرزژسشصضطظعغفقکگلمنوهیءأؤئة\u200c${ARABIC_PUNCTUATION}۰۱۲۳۴۵۶۷۸۹`,
    RTL,
  ],
  ['ur', 'urd', 'Urdu', 'اردو', `آابپتٹثجچحخدڈذرڑزژسشصضطظعغفقکگلمنںوہھءیےئۓ${ARABIC_PUNCTUATION}۔`, RTL],
  ['hi', 'hin', 'Hindi', 'हिन्दी', DEVANAGARI, NON_LATIN],
  ['ka', 'kat geo', 'Georgian', 'ქართული', 'აბგდევზთიკლმნოპჟრსტუფქღყშჩცძწჭხჯჰ', NON_LATIN],
  ['hy', 'hye arm', 'Armenian', 'Հայերեն', 'աբգդեզէըթժիլխծկհձղճմյնշոչպջռսվտրցւփքօֆև։՝՞՜', NON_LATIN],
  ['th', 'tha', 'Thai', 'ไทย', THAI, NON_LATIN],
];

/** Every language with a known alphabet, in the order a language picker lists them. */
export const LANGUAGES: readonly LanguageRecord[] = ROWS.map(
  ([code, aliases, name, native, chars, options]) => ({
    code,
    aliases: aliases.split(' '),
    name,
    native,
    chars,
    rtl: options?.rtl ?? false,
    ...(options?.exclude === undefined ? {} : { exclude: options.exclude }),
  }),
);
