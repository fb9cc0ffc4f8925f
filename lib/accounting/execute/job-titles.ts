/**
 * A job title as the occupation register names it. The register's names are Norwegian (bokmål, in capitals); an offer
 * letter may give the title in another language ("Boat Carpenter", "carpinteiro"), in nynorsk ("tømrar") or with a
 * gloss in brackets ("carpinteiro (tømrar)"). Pure: the words to look for, best first.
 */

/** Trade words of the other languages (folded: lower case, ASCII) and the register's word for the trade. */
const TRADES: Record<string, string> = {
  // en
  carpenter: "tømrer", joiner: "snekker", cabinetmaker: "møbelsnekker", electrician: "elektriker", plumber: "rørlegger", bricklayer: "murer",
  mason: "murer", painter: "maler", welder: "sveiser", cook: "kokk", chef: "kokk", baker: "baker", butcher: "slakter", waiter: "servitør",
  waitress: "servitør", receptionist: "resepsjonist", cleaner: "renholder", driver: "sjåfør", mechanic: "mekaniker", tiler: "flislegger",
  roofer: "taktekker", glazier: "glassmester", scaffolder: "stillasmontør", sailor: "matros", deckhand: "matros", hairdresser: "frisør",
  photographer: "fotograf", secretary: "sekretær", accountant: "regnskapsmedarbeider", bookkeeper: "regnskapsfører", auditor: "revisor",
  lawyer: "advokat", architect: "arkitekt", engineer: "ingeniør", developer: "utvikler", programmer: "programvareutvikler", nurse: "sykepleier",
  teacher: "lærer", translator: "oversetter", salesperson: "selger", salesman: "selger", seller: "selger", buyer: "innkjøper",
  purchaser: "innkjøper", consultant: "konsulent", adviser: "rådgiver", advisor: "rådgiver", storeman: "lagermedarbeider", foreman: "arbeidsleder",
  // de
  zimmermann: "tømrer", zimmerer: "tømrer", tischler: "snekker", schreiner: "snekker", elektriker: "elektriker", klempner: "rørlegger",
  installateur: "rørlegger", maurer: "murer", schweisser: "sveiser", koch: "kokk", kochin: "kokk", backer: "baker", baecker: "baker",
  kellner: "servitør", fahrer: "sjåfør", mechaniker: "mekaniker", buchhalter: "regnskapsmedarbeider", buchhalterin: "regnskapsmedarbeider",
  ingenieur: "ingeniør", entwickler: "utvikler", verkaufer: "selger", berater: "rådgiver", beraterin: "rådgiver", sekretarin: "sekretær",
  // fr
  charpentier: "tømrer", menuisier: "snekker", ebeniste: "møbelsnekker", electricien: "elektriker", plombier: "rørlegger", macon: "murer",
  peintre: "maler", soudeur: "sveiser", cuisinier: "kokk", cuisiniere: "kokk", boulanger: "baker", serveur: "servitør", serveuse: "servitør",
  chauffeur: "sjåfør", mecanicien: "mekaniker", comptable: "regnskapsmedarbeider", developpeur: "utvikler",
  vendeur: "selger", vendeuse: "selger", conseiller: "rådgiver", conseillere: "rådgiver",
  // es
  carpintero: "tømrer", ebanista: "møbelsnekker", electricista: "elektriker", fontanero: "rørlegger", albanil: "murer", pintor: "maler",
  soldador: "sveiser", cocinero: "kokk", cocinera: "kokk", panadero: "baker", camarero: "servitør", camarera: "servitør", conductor: "sjåfør",
  mecanico: "mekaniker", contable: "regnskapsmedarbeider", ingeniero: "ingeniør", ingeniera: "ingeniør", desarrollador: "utvikler",
  vendedor: "selger", vendedora: "selger", asesor: "rådgiver", asesora: "rådgiver",
  // pt
  carpinteiro: "tømrer", marceneiro: "snekker", eletricista: "elektriker", canalizador: "rørlegger", encanador: "rørlegger", pedreiro: "murer",
  cozinheiro: "kokk", cozinheira: "kokk", padeiro: "baker", motorista: "sjåfør", contabilista: "regnskapsmedarbeider", engenheiro: "ingeniør",
  engenheira: "ingeniør", programador: "programvareutvikler", consultor: "konsulent", consultora: "konsulent",
};

/** A field of work (folded key) as the register's names begin it: "Sales Manager" SALGSSJEF. */
const FIELDS: Record<string, string> = {
  sales: "salgs", vertrieb: "salgs", verkauf: "salgs", commercial: "salgs", commerciale: "salgs", ventas: "salgs", vendas: "salgs", salg: "salgs",
  marketing: "markeds", mercadeo: "markeds", marked: "markeds", finance: "økonomi", finanzen: "økonomi", finances: "økonomi",
  finanzas: "økonomi", financas: "økonomi", financeiro: "økonomi", financiero: "økonomi", okonomi: "økonomi", hr: "personal",
  personal: "personal", personnel: "personal", rh: "personal", rrhh: "personal", production: "produksjons", produktion: "produksjons",
  produccion: "produksjons", producao: "produksjons", produksjon: "produksjons", logistics: "logistikk", logistik: "logistikk",
  logistique: "logistikk", logistica: "logistikk", logistikk: "logistikk", ikt: "ikt-", hotel: "hotell", hotell: "hotell",
  restaurant: "restaurant", restaurante: "restaurant", store: "butikk", shop: "butikk", laden: "butikk", magasin: "butikk",
  tienda: "butikk", loja: "butikk", butikk: "butikk", kitchen: "kjøkken", kuche: "kjøkken", cuisine: "kjøkken", cocina: "kjøkken",
  cozinha: "kjøkken", kjokken: "kjøkken", office: "kontor", buro: "kontor", bureau: "kontor", oficina: "kontor", escritorio: "kontor",
};

/** Words for heading a field or a team (folded keys): with a field the register's "…sjef", alone a "…leder". */
const HEADS = new Set([
  "manager", "head", "director", "chief", "lead", "leiter", "leiterin", "directeur", "directrice", "responsable", "jefe", "jefa",
  "gerente", "directora", "diretor", "diretora", "chefe", "coordinator", "koordinator", "coordinateur", "coordinatrice",
  "coordinador", "coordinadora", "coordenador", "coordenadora", "sjef", "leder", "leiar",
]);

/** Titles naming the firm's head or its finance head (folded keys), as the register names them. */
const TOP: Record<string, string> = {
  ceo: "administrerende direktør", geschaftsfuhrer: "administrerende direktør", geschaftsfuhrerin: "administrerende direktør",
  cfo: "økonomidirektør",
};

/** Lower case, accents gone, Norwegian letters kept. */
const plain = (s: string) => s.toLowerCase().normalize("NFD").replace(/(?<![aeo])[\u0300-\u036f]/g, "").normalize("NFC");
/** The key of a word in TRADES: lower case ASCII. */
const tradeKey = (w: string) => plain(w).replace(/æ/g, "ae").replace(/ø/g, "o").replace(/å/g, "a").replace(/ü/g, "u").replace(/ä/g, "a").replace(/ö/g, "o").replace(/ß/g, "ss");

/** A nynorsk trade word in its bokmål form: "tømrar" "tømrer", "røyrleggjar" "rørlegger". */
function bokmal(word: string): string {
  return word.replace(/røyr/g, "rør").replace(/leggjar$/, "legger").replace(/(?<=\p{L}{3})ar$/u, "er");
}

/**
 * The words to look the title up by in the register, best first (its bracket's words, then the title's): the register's
 * word for a trade word of another language and a nynorsk word's bokmål form (`trade`: a name holding it will do), else
 * the word as written (only a name that is that word will do).
 */
export function registerWords(title: string): { word: string; trade: boolean }[] {
  const out: { word: string; trade: boolean }[] = [];
  const add = (w: string | undefined, trade: boolean) => {
    if (w && w.length >= 3 && !out.some((o) => o.word === w)) out.push({ word: w, trade });
  };
  const words = plain(title.slice(0, 200)).split(/[^\p{L}]+/u).filter((w) => w.length >= 3);
  // The bracket's words first: "carpinteiro (tømrar)" glosses the title in the register's language.
  const bracket = /\(([^()]{1,60})\)/.exec(title)?.[1];
  const ordered = bracket ? [...plain(bracket).split(/[^\p{L}]+/u).filter((w) => w.length >= 3), ...words] : words;
  for (const w of ordered) {
    const key = tradeKey(w);
    add(TRADES[key] ?? TOP[key], true);
    add(bokmal(w), bokmal(w) !== w);
  }
  // A title that heads something ("Sales Manager", "Responsable marketing", "Partnership Manager"): the register's head
  // of that field, else any of its leaders, so the employment carries a code rather than none.
  const keys = words.map(tradeKey);
  if (keys.some((k) => HEADS.has(k))) {
    const field = keys.map((k) => FIELDS[k]).find(Boolean);
    if (field) add(`${field}sjef`, true);
    add("leder", true);
  }
  return out;
}
