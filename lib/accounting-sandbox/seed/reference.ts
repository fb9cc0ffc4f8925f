/**
 * Reference data of a fresh, VAT-registered Norwegian company (NOK), as the competition's
 * accounts exposed it: VAT codes by their real numbers, currencies, payment types, travel
 * categories and per-diem rates, salary types, activities, occupation codes, municipalities.
 */

export type VatSeed = { number: string; name: string; percentage: number; typeOfVat: "OUTGOING" | "INCOMING" | "NONE" };

export const VAT_TYPES: VatSeed[] = [
  { number: "0", name: "Ingen avgiftsbehandling", percentage: 0, typeOfVat: "NONE" },
  { number: "1", name: "Fradrag for inngående avgift, høy sats", percentage: 25, typeOfVat: "INCOMING" },
  { number: "11", name: "Fradrag for inngående avgift, middels sats", percentage: 15, typeOfVat: "INCOMING" },
  { number: "12", name: "Fradrag for inngående avgift, lav sats", percentage: 12, typeOfVat: "INCOMING" },
  { number: "14", name: "Fradrag for inngående avgift ved innførsel av varer, høy sats", percentage: 25, typeOfVat: "INCOMING" },
  { number: "15", name: "Fradrag for inngående avgift ved innførsel av varer, middels sats", percentage: 15, typeOfVat: "INCOMING" },
  { number: "20", name: "Ingen fradrag for inngående avgift ved innførsel av varer", percentage: 0, typeOfVat: "INCOMING" },
  { number: "3", name: "Utgående avgift, høy sats", percentage: 25, typeOfVat: "OUTGOING" },
  { number: "31", name: "Utgående avgift, middels sats", percentage: 15, typeOfVat: "OUTGOING" },
  { number: "32", name: "Utgående avgift, lav sats", percentage: 12, typeOfVat: "OUTGOING" },
  { number: "5", name: "Ingen utgående avgift (innenfor mva-loven)", percentage: 0, typeOfVat: "OUTGOING" },
  { number: "6", name: "Ingen utgående avgift (utenfor mva-loven)", percentage: 0, typeOfVat: "OUTGOING" },
  { number: "51", name: "Avgiftsfritt salg av klimakvoter og gull til næringsdrivende", percentage: 0, typeOfVat: "OUTGOING" },
  { number: "52", name: "Utførsel av varer og tjenester", percentage: 0, typeOfVat: "OUTGOING" },
  { number: "7", name: "Ingen avgiftsbehandling (inntekter)", percentage: 0, typeOfVat: "NONE" },
];

/** Ledger account that receives the VAT of a code (outgoing → 27xx, incoming → 271x). */
export const VAT_ACCOUNT: Record<string, number> = {
  "3": 2700,
  "31": 2701,
  "32": 2702,
  "1": 2710,
  "11": 2711,
  "12": 2712,
  "14": 2710,
  "15": 2711,
};

export const CURRENCIES: { id: number; code: string; description: string; factor: number; nokRate: number }[] = [
  { id: 1, code: "NOK", description: "Norske kroner", factor: 1, nokRate: 1 },
  { id: 2, code: "SEK", description: "Svenske kroner", factor: 100, nokRate: 0.98 },
  { id: 3, code: "DKK", description: "Danske kroner", factor: 100, nokRate: 1.57 },
  { id: 4, code: "USD", description: "Amerikanske dollar", factor: 1, nokRate: 10.45 },
  { id: 5, code: "EUR", description: "Euro", factor: 1, nokRate: 11.7 },
  { id: 6, code: "GBP", description: "Britiske pund", factor: 1, nokRate: 13.6 },
  { id: 7, code: "CHF", description: "Sveitsiske franc", factor: 1, nokRate: 12.4 },
  { id: 8, code: "JPY", description: "Japanske yen", factor: 100, nokRate: 7.1 },
  { id: 9, code: "PLN", description: "Polske zloty", factor: 1, nokRate: 2.72 },
  { id: 10, code: "ISK", description: "Islandske kroner", factor: 100, nokRate: 7.8 },
];

export const COUNTRIES: { id: number; name: string; a2: string; a3: string; num: string }[] = [
  { id: 161, name: "Norge", a2: "NO", a3: "NOR", num: "578" },
  { id: 200, name: "Sverige", a2: "SE", a3: "SWE", num: "752" },
  { id: 57, name: "Danmark", a2: "DK", a3: "DNK", num: "208" },
  { id: 73, name: "Finland", a2: "FI", a3: "FIN", num: "246" },
  { id: 80, name: "Tyskland", a2: "DE", a3: "DEU", num: "276" },
  { id: 75, name: "Frankrike", a2: "FR", a3: "FRA", num: "250" },
  { id: 67, name: "Spania", a2: "ES", a3: "ESP", num: "724" },
  { id: 176, name: "Portugal", a2: "PT", a3: "PRT", num: "620" },
  { id: 78, name: "Storbritannia", a2: "GB", a3: "GBR", num: "826" },
  { id: 226, name: "USA", a2: "US", a3: "USA", num: "840" },
];

export const VOUCHER_TYPES = [
  "Utgående faktura",
  "Leverandørfaktura",
  "Innbetaling",
  "Utbetaling",
  "Bankavstemming",
  "Lønnsbilag",
  "Reiseregning",
  "Ansattutlegg",
  "Memorialbilag",
  "Åpningsbalanse",
  "Purring",
  "Tollbilag",
];

/** Invoice payment types: where an incoming payment is debited. */
export const INVOICE_PAYMENT_TYPES: { description: string; account: number }[] = [
  { description: "Betalt til bank", account: 1920 },
  { description: "Kontant", account: 1900 },
];

export const OUTGOING_PAYMENT_TYPES: { description: string; account: number }[] = [
  { description: "Betalt fra bank", account: 1920 },
  { description: "Kontant", account: 1900 },
];

export const TRAVEL_COST_CATEGORIES: { description: string; account: number; vat: string }[] = [
  { description: "Fly", account: 7140, vat: "12" },
  { description: "Tog", account: 7140, vat: "12" },
  { description: "Buss", account: 7140, vat: "12" },
  { description: "Taxi", account: 7140, vat: "12" },
  { description: "Ferje", account: 7140, vat: "12" },
  { description: "Leiebil", account: 7140, vat: "1" },
  { description: "Parkering", account: 7140, vat: "1" },
  { description: "Bompenger", account: 7140, vat: "0" },
  { description: "Drivstoff", account: 7000, vat: "1" },
  { description: "Hotell", account: 7140, vat: "12" },
  { description: "Overnatting", account: 7140, vat: "12" },
  { description: "Mat", account: 7160, vat: "11" },
  { description: "Representasjon", account: 7350, vat: "0" },
  { description: "Kontorrekvisita", account: 6800, vat: "1" },
  { description: "Telefon", account: 6900, vat: "1" },
  { description: "Kurs", account: 6860, vat: "1" },
  { description: "Annet", account: 7140, vat: "0" },
];

export const TRAVEL_PAYMENT_TYPES: { description: string; account: number }[] = [
  { description: "Privat utlegg", account: 2910 },
  { description: "Firmakort", account: 1920 },
];

export type RateCategorySeed = {
  name: string;
  type: "PER_DIEM" | "ACCOMMODATION_ALLOWANCE" | "MILEAGE_ALLOWANCE";
  isValidDayTrip: boolean;
  isValidAccommodation: boolean;
  isValidDomestic: boolean;
  isValidForeignTravel: boolean;
  isRequiresOvernightAccommodation: boolean;
  wageCodeNumber: string;
  rate: number;
};

export const RATE_CATEGORIES: RateCategorySeed[] = [
  { name: "Døgn med overnatting på hotell innland", type: "PER_DIEM", isValidDayTrip: false, isValidAccommodation: true, isValidDomestic: true, isValidForeignTravel: false, isRequiresOvernightAccommodation: true, wageCodeNumber: "2060", rate: 1012 },
  { name: "Døgn med overnatting på pensjonat/hybel/annet innland", type: "PER_DIEM", isValidDayTrip: false, isValidAccommodation: true, isValidDomestic: true, isValidForeignTravel: false, isRequiresOvernightAccommodation: true, wageCodeNumber: "2060", rate: 1012 },
  { name: "Dagsreise 6-12 timer innland", type: "PER_DIEM", isValidDayTrip: true, isValidAccommodation: false, isValidDomestic: true, isValidForeignTravel: false, isRequiresOvernightAccommodation: false, wageCodeNumber: "2061", rate: 345 },
  { name: "Dagsreise over 12 timer innland", type: "PER_DIEM", isValidDayTrip: true, isValidAccommodation: false, isValidDomestic: true, isValidForeignTravel: false, isRequiresOvernightAccommodation: false, wageCodeNumber: "2061", rate: 641 },
  { name: "Døgn med overnatting utland", type: "PER_DIEM", isValidDayTrip: false, isValidAccommodation: true, isValidDomestic: false, isValidForeignTravel: true, isRequiresOvernightAccommodation: true, wageCodeNumber: "2062", rate: 1012 },
  { name: "Ulegitimert nattillegg innland", type: "ACCOMMODATION_ALLOWANCE", isValidDayTrip: false, isValidAccommodation: true, isValidDomestic: true, isValidForeignTravel: false, isRequiresOvernightAccommodation: true, wageCodeNumber: "2063", rate: 452 },
  { name: "Bil", type: "MILEAGE_ALLOWANCE", isValidDayTrip: true, isValidAccommodation: true, isValidDomestic: true, isValidForeignTravel: true, isRequiresOvernightAccommodation: false, wageCodeNumber: "2065", rate: 3.5 },
];

export const SALARY_TYPES: { number: string; name: string; description: string; debit: number; credit: number }[] = [
  { number: "2000", name: "Fastlønn", description: "Fast månedslønn", debit: 5000, credit: 2930 },
  { number: "2001", name: "Timelønn", description: "Lønn per time", debit: 5001, credit: 2930 },
  { number: "2002", name: "Bonus", description: "Bonus", debit: 5000, credit: 2930 },
  { number: "2003", name: "Overtid", description: "Overtidsgodtgjørelse", debit: 5000, credit: 2930 },
  { number: "2004", name: "Provisjon", description: "Provisjon", debit: 5000, credit: 2930 },
  { number: "2005", name: "Feriepenger", description: "Utbetalte feriepenger", debit: 5020, credit: 2930 },
  { number: "2010", name: "Tillegg", description: "Faste tillegg", debit: 5000, credit: 2930 },
  { number: "6000", name: "Forskuddstrekk", description: "Skattetrekk", debit: 2930, credit: 2600 },
];

export const ACTIVITIES: { name: string; number: string; activityType: string; isChargeable: boolean }[] = [
  { name: "Administrasjon", number: "1", activityType: "GENERAL_ACTIVITY", isChargeable: false },
  { name: "Ferie", number: "2", activityType: "GENERAL_ACTIVITY", isChargeable: false },
  { name: "Sykdom", number: "3", activityType: "GENERAL_ACTIVITY", isChargeable: false },
  { name: "Fakturerbart arbeid", number: "4", activityType: "PROJECT_GENERAL_ACTIVITY", isChargeable: true },
  { name: "Prosjektadministrasjon", number: "5", activityType: "PROJECT_GENERAL_ACTIVITY", isChargeable: false },
];

/** Occupation codes (STYRK-08 + 3 digits, as Tripletex stores them): one title for each of the unit groups teams meet most. */
export const OCCUPATION_CODES: [code: string, nameNO: string][] = [
  ["1120101", "ADMINISTRERENDE DIREKTØR"],
  ["1211101", "ØKONOMISJEF"],
  ["1211102", "FINANSDIREKTØR"],
  ["1211108", "ØKONOMIDIREKTØR"],
  ["1212101", "PERSONALSJEF"],
  ["1221101", "SALGSSJEF"],
  ["1222101", "MARKEDSSJEF"],
  ["1321101", "PRODUKSJONSSJEF"],
  ["1323101", "ANLEGGSLEDER"],
  ["1324101", "LOGISTIKKSJEF"],
  ["1330101", "IKT-SJEF"],
  ["1411101", "HOTELLSJEF"],
  ["1412101", "RESTAURANTSJEF"],
  ["1420101", "BUTIKKSJEF"],
  ["2113101", "KJEMIKER"],
  ["2131101", "BIOLOG"],
  ["2141101", "INDUSTRIINGENIØR"],
  ["2142101", "BYGGINGENIØR"],
  ["2143101", "MILJØINGENIØR"],
  ["2144101", "MASKININGENIØR"],
  ["2145101", "KJEMIINGENIØR"],
  ["2151101", "ELKRAFTINGENIØR"],
  ["2152101", "ELEKTRONIKKINGENIØR"],
  ["2153101", "TELEKOMMUNIKASJONSINGENIØR"],
  ["2161101", "ARKITEKT"],
  ["2162101", "LANDSKAPSARKITEKT"],
  ["2163101", "PRODUKTDESIGNER"],
  ["2164101", "AREALPLANLEGGER"],
  ["2165101", "LANDMÅLER"],
  ["2166101", "GRAFISK DESIGNER"],
  ["2211101", "LEGE"],
  ["2221101", "SYKEPLEIER"],
  ["2250101", "VETERINÆR"],
  ["2261101", "TANNLEGE"],
  ["2262101", "FARMASØYT"],
  ["2264101", "FYSIOTERAPEUT"],
  ["2310101", "UNIVERSITETSLEKTOR"],
  ["2330101", "LEKTOR"],
  ["2341101", "GRUNNSKOLELÆRER"],
  ["2342101", "BARNEHAGELÆRER"],
  ["2411101", "REVISOR"],
  ["2411104", "REGNSKAPSRÅDGIVER"],
  ["2412101", "FINANSRÅDGIVER"],
  ["2421101", "ORGANISASJONSKONSULENT"],
  ["2422101", "RÅDGIVER"],
  ["2423101", "PERSONALKONSULENT"],
  ["2431101", "MARKEDSFØRINGSRÅDGIVER"],
  ["2432101", "KOMMUNIKASJONSRÅDGIVER"],
  ["2511101", "SYSTEMANALYTIKER"],
  ["2511102", "SYSTEMUTVIKLER"],
  ["2512101", "PROGRAMVAREUTVIKLER"],
  ["2513101", "WEBUTVIKLER"],
  ["2519101", "SYSTEMTESTER"],
  ["2521101", "DATABASEADMINISTRATOR"],
  ["2529101", "IT-SIKKERHETSRÅDGIVER"],
  ["2611101", "ADVOKAT"],
  ["2619101", "JURIST"],
  ["2622101", "BIBLIOTEKAR"],
  ["2631101", "SAMFUNNSØKONOM"],
  ["2634101", "PSYKOLOG"],
  ["2635101", "SOSIONOM"],
  ["2641101", "FORFATTER"],
  ["2642101", "JOURNALIST"],
  ["2643101", "OVERSETTER"],
  ["2651101", "BILLEDKUNSTNER"],
  ["2652101", "MUSIKER"],
  ["2654101", "REGISSØR"],
  ["2655101", "SKUESPILLER"],
  ["3112101", "BYGGTEKNIKER"],
  ["3113101", "ELEKTROTEKNIKER"],
  ["3114101", "ELEKTRONIKKTEKNIKER"],
  ["3115101", "MASKINTEKNIKER"],
  ["3118101", "TEKNISK TEGNER"],
  ["3123101", "ARBEIDSLEDER BYGG OG ANLEGG"],
  ["3151101", "MASKINIST"],
  ["3152101", "STYRMANN"],
  ["3153101", "FLYGER"],
  ["3313101", "REGNSKAPSMEDARBEIDER"],
  ["3313102", "REGNSKAPSFØRER"],
  ["3322101", "SELGER"],
  ["3323101", "INNKJØPER"],
  ["3323102", "INNKJØPSKONSULENT"],
  ["3332101", "KONFERANSE- OG ARRANGEMENTSPLANLEGGER"],
  ["3341101", "KONTORLEDER"],
  ["3342101", "ADVOKATSEKRETÆR"],
  ["3343101", "ADMINISTRASJONSSEKRETÆR"],
  ["3422101", "TRENER"],
  ["3431101", "FOTOGRAF"],
  ["3432101", "INTERIØRARKITEKT"],
  ["3434101", "KJØKKENSJEF"],
  ["3512101", "BRUKERSTØTTE IKT"],
  ["3512102", "IT-KONSULENT"],
  ["3514101", "WEBMASTER"],
  ["3521101", "LYDTEKNIKER"],
  ["4110101", "KONTORMEDARBEIDER"],
  ["4110102", "KONTORASSISTENT"],
  ["4120101", "SEKRETÆR"],
  ["4224101", "HOTELLRESEPSJONIST"],
  ["4226101", "RESEPSJONIST"],
  ["4311101", "LØNNSMEDARBEIDER"],
  ["4321101", "LAGERMEDARBEIDER"],
  ["4323101", "TRANSPORTKOORDINATOR"],
  ["5111101", "KABINANSATT"],
  ["5113101", "REISELEDER"],
  ["5120101", "KOKK"],
  ["5131101", "SERVITØR"],
  ["5141101", "FRISØR"],
  ["5223101", "BUTIKKMEDARBEIDER"],
  ["5311101", "BARNEHAGEASSISTENT"],
  ["5321101", "HELSEFAGARBEIDER"],
  ["5414101", "VEKTER"],
  ["7112101", "MURER"],
  ["7114101", "BETONGARBEIDER"],
  ["7115101", "TØMRER"],
  ["7115102", "SNEKKER"],
  ["7119101", "STILLASMONTØR"],
  ["7121101", "TAKTEKKER"],
  ["7122101", "FLISLEGGER"],
  ["7124101", "ISOLATØR"],
  ["7125101", "GLASSMESTER"],
  ["7126101", "RØRLEGGER"],
  ["7127101", "KULDEMONTØR"],
  ["7127102", "VARMEPUMPEMONTØR"],
  ["7131101", "MALER"],
  ["7212101", "SVEISER"],
  ["7213101", "PLATEARBEIDER"],
  ["7215101", "RIGGER"],
  ["7231101", "BILMEKANIKER"],
  ["7232101", "FLYMEKANIKER"],
  ["7233101", "INDUSTRIMEKANIKER"],
  ["7322101", "TRYKKER"],
  ["7411101", "ELEKTRIKER"],
  ["7412101", "ELEKTROMEKANIKER"],
  ["7413101", "LINJEMONTØR"],
  ["7421101", "ELEKTRONIKKREPARATØR"],
  ["7511101", "SLAKTER"],
  ["7512101", "BAKER"],
  ["7522101", "MØBELSNEKKER"],
  ["7531101", "SKREDDER"],
  ["8322101", "VAREBILSJÅFØR"],
  ["8331101", "BUSSJÅFØR"],
  ["8332101", "LASTEBILSJÅFØR"],
  ["8342101", "ANLEGGSMASKINFØRER"],
  ["8343101", "KRANFØRER"],
  ["8344101", "TRUCKFØRER"],
  ["8350101", "MATROS"],
  ["9112101", "RENHOLDER"],
  ["9412101", "KJØKKENASSISTENT"],
  ["9611101", "RENOVASJONSARBEIDER"],
];

export const MUNICIPALITIES: [number: string, name: string, county: string, zone: string][] = [
  ["0301", "Oslo", "Oslo", "1"],
  ["1103", "Stavanger", "Rogaland", "1"],
  ["4601", "Bergen", "Vestland", "1"],
  ["5001", "Trondheim", "Trøndelag", "1"],
  ["1507", "Ålesund", "Møre og Romsdal", "1"],
  ["5501", "Tromsø", "Troms", "4"],
  ["1804", "Bodø", "Nordland", "4"],
  ["4204", "Kristiansand", "Agder", "1"],
  ["3301", "Drammen", "Buskerud", "1"],
  ["3107", "Fredrikstad", "Østfold", "1"],
  ["3205", "Lillestrøm", "Akershus", "1"],
  ["3201", "Bærum", "Akershus", "1"],
  ["3403", "Hamar", "Innlandet", "1"],
  ["1106", "Haugesund", "Rogaland", "1"],
];

export const BANKS: { name: string; registerNumbers: number[] }[] = [
  { name: "DNB", registerNumbers: [1200, 1503] },
  { name: "Nordea", registerNumbers: [6000] },
  { name: "Danske Bank", registerNumbers: [8101] },
  { name: "Sbanken", registerNumbers: [9710] },
  { name: "SpareBank 1 SR-Bank", registerNumbers: [3201] },
  { name: "Handelsbanken", registerNumbers: [9041] },
];

export const PRODUCT_UNITS: { name: string; nameShort: string; commonCode: string }[] = [
  { name: "Stykk", nameShort: "stk", commonCode: "EA" },
  { name: "Timer", nameShort: "t", commonCode: "HUR" },
  { name: "Kilogram", nameShort: "kg", commonCode: "KGM" },
  { name: "Liter", nameShort: "l", commonCode: "LTR" },
];
