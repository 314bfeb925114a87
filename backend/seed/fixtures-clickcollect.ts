// Click and collect: the seeded collection points and the small gazetteer that
// turns a town or postcode into coordinates without any outside service. Constants the seed writes
// and the tests read. Every store view's country has points around two or three towns.
import { WEEKDAYS, type CollectionPointKind, type GazetteerPlace, type WeeklyHours } from "../clickcollect/rules.js";

export interface CollectionPointDef {
  code: string;
  name: string;
  kind: CollectionPointKind;
  street: string;
  city: string;
  postcode: string;
  /** only where the country's addresses need one (US states) */
  region?: { code: string; name: string };
  country: string;
  latitude: number;
  longitude: number;
  hours: WeeklyHours;
}

const every = (open: string, close: string): WeeklyHours =>
  Object.fromEntries(WEEKDAYS.map((d) => [d, [open, close] as const]));
const weekdays = (open: string, close: string): WeeklyHours =>
  Object.fromEntries(WEEKDAYS.slice(0, 5).map((d) => [d, [open, close] as const]));

/** Lockers that never close. */
const ALWAYS = every("00:00", "24:00");
/** Lockers in stations: open while the station is. */
const STATION = every("06:00", "23:00");
/** A shop closed on Sunday. */
const SHOP = { ...weekdays("09:00", "18:00"), saturday: ["09:00", "17:00"] } as WeeklyHours;
/** A convenience shop with late hours, short on Sunday. */
const LATE = { ...weekdays("07:00", "22:00"), saturday: ["07:00", "22:00"], sunday: ["10:00", "16:00"] } as WeeklyHours;
/** Spanish shops: long days, closed on Sunday. */
const ES_SHOP = { ...weekdays("09:00", "21:30"), saturday: ["09:00", "21:30"] } as WeeklyHours;
/** German Ladenschluss: closed on Sunday. */
const DE_SHOP = { ...weekdays("09:00", "19:00"), saturday: ["10:00", "16:00"] } as WeeklyHours;

// prettier-ignore
export const COLLECTION_POINTS: readonly CollectionPointDef[] = [
  // Great Britain: Manchester, London, Leeds
  { code: "GB-MAN-01", name: "Oldham Street Newsagents", kind: "partner_shop", street: "52 Oldham Street", city: "Manchester", postcode: "M4 1LE", country: "GB", latitude: 53.48375, longitude: -2.23356, hours: LATE },
  { code: "GB-MAN-02", name: "Piccadilly Station Parcel Locker", kind: "locker", street: "Piccadilly Station Approach", city: "Manchester", postcode: "M1 2BN", country: "GB", latitude: 53.47741, longitude: -2.2309, hours: ALWAYS },
  { code: "GB-MAN-03", name: "Didsbury Village Pharmacy", kind: "partner_shop", street: "712 Wilmslow Road", city: "Manchester", postcode: "M20 2DW", country: "GB", latitude: 53.417, longitude: -2.2315, hours: SHOP },
  { code: "GB-LON-01", name: "Old Compton Street Convenience", kind: "partner_shop", street: "18 Old Compton Street", city: "London", postcode: "W1D 4TN", country: "GB", latitude: 51.5133, longitude: -0.1307, hours: LATE },
  { code: "GB-LON-02", name: "King's Cross Parcel Locker", kind: "locker", street: "Pancras Square", city: "London", postcode: "N1C 4AG", country: "GB", latitude: 51.5335, longitude: -0.126, hours: ALWAYS },
  { code: "GB-LON-03", name: "Brixton Fitness Supplies", kind: "partner_shop", street: "401 Coldharbour Lane", city: "London", postcode: "SW9 8LQ", country: "GB", latitude: 51.4622, longitude: -0.113, hours: SHOP },
  { code: "GB-LDS-01", name: "Briggate News & Post", kind: "partner_shop", street: "110 Briggate", city: "Leeds", postcode: "LS1 6BU", country: "GB", latitude: 53.7983, longitude: -1.5418, hours: LATE },
  { code: "GB-LDS-02", name: "Headingley Parcel Locker", kind: "locker", street: "33 Otley Road", city: "Leeds", postcode: "LS6 3AA", country: "GB", latitude: 53.8204, longitude: -1.5767, hours: STATION },
  // Ireland: Dublin, Cork, Galway
  { code: "IE-DUB-01", name: "Camden Street Convenience", kind: "partner_shop", street: "41 Camden Street Lower", city: "Dublin", postcode: "D02 XE80", country: "IE", latitude: 53.3345, longitude: -6.265, hours: LATE },
  { code: "IE-DUB-02", name: "Heuston Station Parcel Locker", kind: "locker", street: "St John's Road West", city: "Dublin", postcode: "D08 K7F1", country: "IE", latitude: 53.3464, longitude: -6.2928, hours: ALWAYS },
  { code: "IE-DUB-03", name: "Rathmines Pharmacy", kind: "partner_shop", street: "250 Rathmines Road Lower", city: "Dublin", postcode: "D06 F9W2", country: "IE", latitude: 53.3225, longitude: -6.2653, hours: SHOP },
  { code: "IE-CRK-01", name: "Oliver Plunkett Street News", kind: "partner_shop", street: "78 Oliver Plunkett Street", city: "Cork", postcode: "T12 X8F4", country: "IE", latitude: 51.8981, longitude: -8.4718, hours: { ...SHOP, sunday: ["12:00", "17:00"] } },
  { code: "IE-CRK-02", name: "Kent Station Parcel Locker", kind: "locker", street: "Lower Glanmire Road", city: "Cork", postcode: "T23 KX30", country: "IE", latitude: 51.902, longitude: -8.458, hours: STATION },
  { code: "IE-GWY-01", name: "Shop Street Sports", kind: "partner_shop", street: "12 Shop Street", city: "Galway", postcode: "H91 E2W8", country: "IE", latitude: 53.273, longitude: -9.053, hours: SHOP },
  // United States (all in the store's Eastern time zone): New York, Boston, Philadelphia
  { code: "US-NYC-01", name: "Midtown Deli & Parcels", kind: "partner_shop", street: "245 West 38th Street", city: "New York", postcode: "10018", region: { code: "NY", name: "New York" }, country: "US", latitude: 40.754, longitude: -73.99, hours: { ...LATE, sunday: ["09:00", "21:00"] } },
  { code: "US-NYC-02", name: "Union Square Parcel Locker", kind: "locker", street: "4 Union Square South", city: "New York", postcode: "10003", region: { code: "NY", name: "New York" }, country: "US", latitude: 40.7347, longitude: -73.9903, hours: ALWAYS },
  { code: "US-NYC-03", name: "Williamsburg Health Foods", kind: "partner_shop", street: "185 Bedford Avenue", city: "Brooklyn", postcode: "11211", region: { code: "NY", name: "New York" }, country: "US", latitude: 40.7172, longitude: -73.9574, hours: { ...weekdays("09:00", "19:00"), saturday: ["10:00", "18:00"] } },
  { code: "US-BOS-01", name: "Back Bay Pharmacy", kind: "partner_shop", street: "501 Boylston Street", city: "Boston", postcode: "02116", region: { code: "MA", name: "Massachusetts" }, country: "US", latitude: 42.3503, longitude: -71.0753, hours: SHOP },
  { code: "US-BOS-02", name: "South Station Parcel Locker", kind: "locker", street: "700 Atlantic Avenue", city: "Boston", postcode: "02110", region: { code: "MA", name: "Massachusetts" }, country: "US", latitude: 42.3523, longitude: -71.0552, hours: STATION },
  { code: "US-PHL-01", name: "Rittenhouse Corner Store", kind: "partner_shop", street: "1800 Walnut Street", city: "Philadelphia", postcode: "19103", region: { code: "PA", name: "Pennsylvania" }, country: "US", latitude: 39.95, longitude: -75.171, hours: LATE },
  { code: "US-PHL-02", name: "30th Street Station Parcel Locker", kind: "locker", street: "2955 Market Street", city: "Philadelphia", postcode: "19104", region: { code: "PA", name: "Pennsylvania" }, country: "US", latitude: 39.9557, longitude: -75.182, hours: ALWAYS },
  // Germany: Berlin, München, Köln
  { code: "DE-BER-01", name: "Kiosk am Rosenthaler Platz", kind: "partner_shop", street: "Weinbergsweg 1", city: "Berlin", postcode: "10119", country: "DE", latitude: 52.5296, longitude: 13.4015, hours: { ...LATE, sunday: ["10:00", "20:00"] } },
  { code: "DE-BER-02", name: "Packstation Alexanderplatz", kind: "locker", street: "Alexanderplatz 3", city: "Berlin", postcode: "10178", country: "DE", latitude: 52.5219, longitude: 13.4132, hours: ALWAYS },
  { code: "DE-BER-03", name: "Sportshop Kreuzberg", kind: "partner_shop", street: "Bergmannstraße 12", city: "Berlin", postcode: "10961", country: "DE", latitude: 52.4892, longitude: 13.3917, hours: DE_SHOP },
  { code: "DE-MUC-01", name: "Schreibwaren Schwabing", kind: "partner_shop", street: "Leopoldstraße 42", city: "München", postcode: "80802", country: "DE", latitude: 48.1603, longitude: 11.586, hours: DE_SHOP },
  { code: "DE-MUC-02", name: "Packstation Hauptbahnhof", kind: "locker", street: "Bayerstraße 10", city: "München", postcode: "80335", country: "DE", latitude: 48.1403, longitude: 11.56, hours: ALWAYS },
  { code: "DE-CGN-01", name: "Kiosk am Friesenplatz", kind: "partner_shop", street: "Friesenplatz 17", city: "Köln", postcode: "50672", country: "DE", latitude: 50.9393, longitude: 6.9398, hours: LATE },
  { code: "DE-CGN-02", name: "Packstation Deutz", kind: "locker", street: "Ottoplatz 1", city: "Köln", postcode: "50679", country: "DE", latitude: 50.9409, longitude: 6.9752, hours: STATION },
  // Spain: Madrid, Barcelona, València
  { code: "ES-MAD-01", name: "Estanco Sol", kind: "partner_shop", street: "Calle de Alcalá 21", city: "Madrid", postcode: "28014", country: "ES", latitude: 40.418, longitude: -3.6992, hours: ES_SHOP },
  { code: "ES-MAD-02", name: "Taquilla Atocha", kind: "locker", street: "Plaza del Emperador Carlos V", city: "Madrid", postcode: "28045", country: "ES", latitude: 40.4066, longitude: -3.6906, hours: ALWAYS },
  { code: "ES-MAD-03", name: "Deportes Chamberí", kind: "partner_shop", street: "Calle de Fuencarral 120", city: "Madrid", postcode: "28010", country: "ES", latitude: 40.4305, longitude: -3.702, hours: { ...every("10:00", "22:00"), sunday: ["11:00", "15:00"] } },
  { code: "ES-BCN-01", name: "Quiosco La Rambla", kind: "partner_shop", street: "La Rambla 93", city: "Barcelona", postcode: "08002", country: "ES", latitude: 41.3818, longitude: 2.1719, hours: { ...every("08:00", "23:00") } },
  { code: "ES-BCN-02", name: "Taquilla Sants Estació", kind: "locker", street: "Plaça dels Països Catalans 1", city: "Barcelona", postcode: "08014", country: "ES", latitude: 41.3793, longitude: 2.1403, hours: ALWAYS },
  { code: "ES-VLC-01", name: "Papelería Ruzafa", kind: "partner_shop", street: "Carrer de Sueca 15", city: "València", postcode: "46006", country: "ES", latitude: 39.4623, longitude: -0.374, hours: ES_SHOP },
  { code: "ES-VLC-02", name: "Taquilla Estació del Nord", kind: "locker", street: "Carrer de Xàtiva 24", city: "València", postcode: "46007", country: "ES", latitude: 39.4667, longitude: -0.3772, hours: STATION },
  // France: Paris, Lyon, Marseille
  { code: "FR-PAR-01", name: "Relais Presse Bastille", kind: "partner_shop", street: "12 Rue de la Roquette", city: "Paris", postcode: "75011", country: "FR", latitude: 48.854, longitude: 2.372, hours: { ...weekdays("08:00", "20:00"), saturday: ["08:00", "20:00"] } },
  { code: "FR-PAR-02", name: "Consigne Gare de Lyon", kind: "locker", street: "Place Louis-Armand", city: "Paris", postcode: "75012", country: "FR", latitude: 48.8443, longitude: 2.3744, hours: ALWAYS },
  { code: "FR-PAR-03", name: "Épicerie des Abbesses", kind: "partner_shop", street: "45 Rue des Abbesses", city: "Paris", postcode: "75018", country: "FR", latitude: 48.8847, longitude: 2.338, hours: { ...every("09:00", "23:00"), sunday: ["10:00", "20:00"] } },
  { code: "FR-LYS-01", name: "Tabac Presse Bellecour", kind: "partner_shop", street: "8 Place Bellecour", city: "Lyon", postcode: "69002", country: "FR", latitude: 45.7578, longitude: 4.832, hours: SHOP },
  { code: "FR-LYS-02", name: "Consigne Part-Dieu", kind: "locker", street: "5 Place Charles Béraudier", city: "Lyon", postcode: "69003", country: "FR", latitude: 45.7606, longitude: 4.8594, hours: STATION },
  { code: "FR-MRS-01", name: "Relais du Vieux-Port", kind: "partner_shop", street: "20 Quai du Port", city: "Marseille", postcode: "13002", country: "FR", latitude: 43.2967, longitude: 5.369, hours: LATE },
  { code: "FR-MRS-02", name: "Consigne Saint-Charles", kind: "locker", street: "Square Narvik", city: "Marseille", postcode: "13001", country: "FR", latitude: 43.3028, longitude: 5.3806, hours: ALWAYS },
  // Italy: Milano, Roma, Torino
  { code: "IT-MIL-01", name: "Edicola Navigli", kind: "partner_shop", street: "Ripa di Porta Ticinese 55", city: "Milano", postcode: "20143", country: "IT", latitude: 45.452, longitude: 9.1745, hours: { ...weekdays("08:30", "19:30"), saturday: ["08:30", "19:30"] } },
  { code: "IT-MIL-02", name: "Locker Milano Centrale", kind: "locker", street: "Piazza Duca d'Aosta 1", city: "Milano", postcode: "20124", country: "IT", latitude: 45.4858, longitude: 9.204, hours: ALWAYS },
  { code: "IT-MIL-03", name: "Sport Point Brera", kind: "partner_shop", street: "Via Solferino 12", city: "Milano", postcode: "20121", country: "IT", latitude: 45.476, longitude: 9.187, hours: { ...every("09:00", "22:00"), sunday: ["10:00", "20:00"] } },
  { code: "IT-ROM-01", name: "Tabaccheria Trastevere", kind: "partner_shop", street: "Viale di Trastevere 88", city: "Roma", postcode: "00153", country: "IT", latitude: 41.883, longitude: 12.47, hours: SHOP },
  { code: "IT-ROM-02", name: "Locker Roma Termini", kind: "locker", street: "Piazza dei Cinquecento 1", city: "Roma", postcode: "00185", country: "IT", latitude: 41.901, longitude: 12.501, hours: ALWAYS },
  { code: "IT-TRN-01", name: "Cartoleria San Salvario", kind: "partner_shop", street: "Via Madama Cristina 30", city: "Torino", postcode: "10125", country: "IT", latitude: 45.056, longitude: 7.68, hours: SHOP },
  { code: "IT-TRN-02", name: "Locker Porta Nuova", kind: "locker", street: "Corso Vittorio Emanuele II 53", city: "Torino", postcode: "10128", country: "IT", latitude: 45.062, longitude: 7.678, hours: STATION },
];

const dublinKeys = ["D01", "D02", "D03", "D04", "D05", "D06", "D6W", "D07", "D08", "D09", "D10", "D11", "D12"];

// prettier-ignore
export const GAZETTEER: readonly GazetteerPlace[] = [
  { country: "GB", name: "Manchester", postcodes: ["M"], latitude: 53.4808, longitude: -2.2426 },
  { country: "GB", name: "Didsbury", postcodes: ["M20"], latitude: 53.4166, longitude: -2.231 },
  { country: "GB", name: "Salford", postcodes: ["M5", "M6", "M7"], latitude: 53.4875, longitude: -2.2901 },
  { country: "GB", name: "Stockport", postcodes: ["SK"], latitude: 53.4106, longitude: -2.1575 },
  { country: "GB", name: "London", postcodes: ["EC", "WC", "W", "SW", "SE", "N", "NW", "E"], latitude: 51.5074, longitude: -0.1278 },
  { country: "GB", name: "Westminster", postcodes: ["SW1A", "SW1P", "SW1H"], latitude: 51.4995, longitude: -0.1248 },
  { country: "GB", name: "Brixton", postcodes: ["SW9", "SW2"], latitude: 51.4613, longitude: -0.1156 },
  { country: "GB", name: "King's Cross", aliases: ["Kings Cross"], postcodes: ["N1C", "N1", "WC1X"], latitude: 51.5308, longitude: -0.1238 },
  { country: "GB", name: "Camden", postcodes: ["NW1"], latitude: 51.539, longitude: -0.1426 },
  { country: "GB", name: "Leeds", postcodes: ["LS"], latitude: 53.8008, longitude: -1.5491 },
  { country: "GB", name: "Headingley", postcodes: ["LS6"], latitude: 53.8192, longitude: -1.5776 },
  { country: "GB", name: "Bradford", postcodes: ["BD"], latitude: 53.796, longitude: -1.7594 },
  { country: "GB", name: "Sheffield", postcodes: ["S"], latitude: 53.3811, longitude: -1.4701 },
  { country: "GB", name: "Liverpool", postcodes: ["L"], latitude: 53.4084, longitude: -2.9916 },
  { country: "GB", name: "Birmingham", postcodes: ["B"], latitude: 52.4862, longitude: -1.8904 },
  { country: "IE", name: "Dublin", aliases: ["Baile Átha Cliath"], postcodes: dublinKeys, latitude: 53.3498, longitude: -6.2603 },
  { country: "IE", name: "Dún Laoghaire", postcodes: ["A96"], latitude: 53.294, longitude: -6.1339 },
  { country: "IE", name: "Swords", postcodes: ["K67"], latitude: 53.4597, longitude: -6.2181 },
  { country: "IE", name: "Cork", postcodes: ["T12", "T23"], latitude: 51.8985, longitude: -8.4756 },
  { country: "IE", name: "Galway", postcodes: ["H91"], latitude: 53.2707, longitude: -9.0568 },
  { country: "IE", name: "Limerick", postcodes: ["V94"], latitude: 52.6638, longitude: -8.6267 },
  { country: "US", name: "New York", aliases: ["NYC", "Manhattan", "New York City"], postcodes: ["100", "101", "102"], latitude: 40.7128, longitude: -74.006 },
  { country: "US", name: "Brooklyn", postcodes: ["112"], latitude: 40.6782, longitude: -73.9442 },
  { country: "US", name: "Jersey City", postcodes: ["073"], latitude: 40.7178, longitude: -74.0431 },
  { country: "US", name: "Boston", postcodes: ["021", "022"], latitude: 42.3601, longitude: -71.0589 },
  { country: "US", name: "Cambridge", postcodes: ["0213", "0214"], latitude: 42.3736, longitude: -71.1097 },
  { country: "US", name: "Philadelphia", postcodes: ["190", "191"], latitude: 39.9526, longitude: -75.1652 },
  { country: "DE", name: "Berlin", postcodes: ["10", "12", "13", "140", "141"], latitude: 52.52, longitude: 13.405 },
  { country: "DE", name: "Potsdam", postcodes: ["144"], latitude: 52.3906, longitude: 13.0645 },
  { country: "DE", name: "München", aliases: ["Munich", "Muenchen"], postcodes: ["80", "81"], latitude: 48.1351, longitude: 11.582 },
  { country: "DE", name: "Augsburg", postcodes: ["86"], latitude: 48.3705, longitude: 10.8978 },
  { country: "DE", name: "Köln", aliases: ["Cologne", "Koeln"], postcodes: ["50", "51"], latitude: 50.9375, longitude: 6.9603 },
  { country: "DE", name: "Bonn", postcodes: ["53"], latitude: 50.7374, longitude: 7.0982 },
  { country: "DE", name: "Düsseldorf", aliases: ["Duesseldorf"], postcodes: ["40"], latitude: 51.2277, longitude: 6.7735 },
  { country: "ES", name: "Madrid", postcodes: ["28"], latitude: 40.4168, longitude: -3.7038 },
  { country: "ES", name: "Alcalá de Henares", postcodes: ["288"], latitude: 40.4818, longitude: -3.3643 },
  { country: "ES", name: "Getafe", postcodes: ["289"], latitude: 40.3057, longitude: -3.7329 },
  { country: "ES", name: "Barcelona", postcodes: ["08"], latitude: 41.3874, longitude: 2.1686 },
  { country: "ES", name: "L'Hospitalet de Llobregat", aliases: ["Hospitalet"], postcodes: ["089"], latitude: 41.3597, longitude: 2.0997 },
  { country: "ES", name: "Valencia", aliases: ["València"], postcodes: ["46"], latitude: 39.4699, longitude: -0.3763 },
  { country: "ES", name: "Sevilla", aliases: ["Seville"], postcodes: ["41"], latitude: 37.3891, longitude: -5.9845 },
  { country: "FR", name: "Paris", postcodes: ["75"], latitude: 48.8566, longitude: 2.3522 },
  { country: "FR", name: "Versailles", postcodes: ["78"], latitude: 48.8049, longitude: 2.1204 },
  { country: "FR", name: "Lyon", postcodes: ["69"], latitude: 45.764, longitude: 4.8357 },
  { country: "FR", name: "Villeurbanne", postcodes: ["6910"], latitude: 45.7719, longitude: 4.8902 },
  { country: "FR", name: "Marseille", postcodes: ["13"], latitude: 43.2965, longitude: 5.3698 },
  { country: "FR", name: "Aix-en-Provence", postcodes: ["1308", "1309", "1310"], latitude: 43.5297, longitude: 5.4474 },
  { country: "IT", name: "Milano", aliases: ["Milan"], postcodes: ["20"], latitude: 45.4642, longitude: 9.19 },
  { country: "IT", name: "Monza", postcodes: ["209"], latitude: 45.5845, longitude: 9.2744 },
  { country: "IT", name: "Roma", aliases: ["Rome"], postcodes: ["00"], latitude: 41.9028, longitude: 12.4964 },
  { country: "IT", name: "Torino", aliases: ["Turin"], postcodes: ["10"], latitude: 45.0703, longitude: 7.6869 },
  { country: "IT", name: "Napoli", aliases: ["Naples"], postcodes: ["80"], latitude: 40.8518, longitude: 14.2681 },
];

/** Searches the tests and the storefront's examples use, with the answer they expect (nearest first). */
export const COLLECT_SEARCHES = {
  madrid: { store: "es", search: "Madrid", nearest: ["ES-MAD-01", "ES-MAD-03", "ES-MAD-02"] },
  madridPostcode: { store: "es", search: "28010", nearest: ["ES-MAD-01", "ES-MAD-03", "ES-MAD-02"] },
  manchester: { store: "default", search: "Manchester", nearest: ["GB-MAN-01", "GB-MAN-02", "GB-MAN-03"] },
  didsbury: { store: "default", search: "M20 2DW", nearest: ["GB-MAN-03", "GB-MAN-02", "GB-MAN-01"] },
  unknown: { store: "es", search: "Atlantis" },
} as const;
