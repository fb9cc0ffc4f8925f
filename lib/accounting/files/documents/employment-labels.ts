/**
 * The labels of an employment contract's or an offer letter's fields in the seven languages (folded), each
 * list in the order a reader tries them. A document is written in its company's language whatever the
 * request's, so every field is looked for under every language's label.
 */
export const EMPLOYMENT_LABELS = {
  employeeName: [
    "arbeidstaker", "arbeidstakar", "employee", "employee name", "arbeitnehmer", "arbeitnehmerin", "mitarbeiter", "mitarbeiterin",
    "empleado", "empleada", "trabajador", "trabajadora", "funcionario", "funcionaria", "colaborador", "colaboradora", "trabalhador",
    "trabalhadora", "salarie", "salariee", "employe", "navn", "namn", "name", "full name", "fullt navn", "fullt namn", "nombre",
    "nombre completo", "nome", "nome completo", "nom complet", "nom",
    // An offer letter's addressee: "Til: Lena Brandt", "To: Grace Lewis".
    "til", "to", "an", "para", "destinataire", "mottakar", "mottaker",
  ],
  employer: ["arbeidsgiver", "arbeidsgjevar", "employer", "arbeitgeber", "empleador", "empregador", "employeur", "empresa", "entreprise"],
  dateOfBirth: ["fodselsdato", "fodt", "fodd", "date of birth", "geburtsdatum", "geboren", "born", "fecha de nacimiento", "data de nascimento", "date de naissance"],
  nationalIdentityNumber: [
    "personnummer", "fodselsnummer", "national identity number", "national id number", "national id", "identity number",
    "numero de identidad", "numero de identificacion", "numero de identidade", "numero de identificacao", "numero d'identite",
    "numero d'identification", "numero national", "personennummer", "identifikationsnummer", "personal id number", "personal id no", "personal id", "id number", "id no",
  ],
  bankAccountNumber: [
    "bankkonto", "bank account", "kontonummer", "account number", "cuenta bancaria", "numero de cuenta", "conta bancaria", "numero da conta",
    "compte bancaire", "numero de compte", "bankverbindung", "lonnskonto", "lonskonto", "salary account", "gehaltskonto", "lohnkonto",
    "bankkonto lonn", "bankkonto for lonn", "bankkonto lon", "bankkonto (lonn)", "kontonr.", "kontonr", "kontonr. for lonn", "kontonr for lonn", "konto for lonn", "kontonummer for lonn", "kontonr. for lon", "konto for lon",
    // The pay's word after the label, with no "for": "Kontonr. lønn:", "Kontonummer lønn:", "Konto lønn:".
    "kontonr. lonn", "kontonr lonn", "kontonummer lonn", "konto lonn", "kontonr. (lonn)", "kontonummer (lonn)",
  ],
  department: ["avdeling", "department", "abteilung", "departamento", "departement", "service"],
  occupationCode: [
    "stillingskode (styrk)", "stillingskode", "yrkeskode", "styrk-kode", "styrk kode", "styrk-08", "styrk 08", "styrk-nr", "styrk", "occupation code", "codigo de ocupacion", "codigo styrk", "codigo de ocupacao",
    "codigo de profissao", "code profession", "code professionnel", "code metier", "berufscode", "berufskennzahl", "berufsschlussel", "tatigkeitsschlussel",
  ],
  jobTitle: [
    "stillingstittel", "job title", "stilling", "tittel", "position", "title", "puesto", "cargo", "funcion", "poste", "intitule du poste", "funcao",
    "fonction", "stelle", "stellenbezeichnung", "berufsbezeichnung", "funktion",
  ],
  employmentForm: [
    "ansettelsesform", "tilsetjingsform", "employment form", "type of employment", "employment type", "tipo de contrato", "tipo de empleo",
    "tipo de vinculo", "type de contrat", "contrat", "contrato", "contract type", "kontrakt", "vertragsart", "beschaftigungsart", "anstellungsart", "anstellung", "beschaftigung", "ansettelse", "tilsetjing",
  ],
  remunerationType: [
    "lonnstype", "lontype", "lonnsform", "lonsform", "avlonning", "salary type", "pay type", "tipo de salario", "tipo de remuneracion", "tipo de remuneracao", "type de remuneration",
    "type de salaire", "lohnart", "gehaltsart", "entlohnungsart", "vergutungsart",
  ],
  percentage: [
    "stillingsprosent", "employment percentage", "position percentage", "porcentaje de jornada", "porcentaje", "percentual de jornada", "percentagem do posto", "percentagem de trabalho",
    "percentual", "percentagem", "taux d'activite", "taux d'emploi", "taux d'occupation", "beschaftigungsgrad", "stellenprozent", "arbeitspensum", "pensum",
    "stellenumfang", "beschaftigungsumfang", "arbeitsumfang", "umfang",
  ],
  annualSalary: [
    "arslonn", "arslon", "annual salary", "salario anual", "salario bruto anual", "salario anual bruto", "remuneracao anual", "salaire annuel",
    "salaire annuel brut", "remuneration annuelle", "jahresgehalt", "jahreslohn", "bruttojahresgehalt", "brutto-jahresgehalt", "bruttojahreslohn",
    "brutto-jahreslohn", "jahresbruttolohn", "jahresbruttogehalt",
  ],
  hoursPerDay: [
    "arbeidstid", "normal arbeidstid", "normalarbeidstid", "daglig arbeidstid", "working hours", "standard working hours", "normal working hours", "standard hours", "hours per day",
    "jornada estandar", "jornada normal", "horario normal", "horario padrao", "jornada padrao", "horaire normal", "heures normales", "normalarbeitszeit", "regelarbeitszeit", "jornada laboral", "horas por dia", "horas diarias", "jornada diaria", "carga horaria",
    "horario", "horario de trabalho", "horaire de travail", "horaire", "heures par jour", "duree journaliere", "temps de travail", "arbeitszeit", "tagliche arbeitszeit", "stunden pro tag",
  ],
  startDate: [
    "tiltredelse", "tiltreding", "tiltredelsesdato", "tiltredingsdato", "startdato", "start date", "oppstart", "fecha de inicio", "fecha de incorporacion", "fecha de alta",
    "data de inicio", "inicio", "data de admissao", "data de entrada", "date de debut", "date d'entree", "date d'embauche", "date de prise de fonction", "date d'entree en fonction", "date d'entree en service", "entree en fonction", "prise de fonction",
    "eintrittsdatum", "startdatum", "arbeitsbeginn", "dienstbeginn", "beginn", "eintritt", "stellenantritt", "commencement date", "date of commencement",
    "commencement", "first working day", "first day of work", "incorporacion", "fecha de ingreso", "ingreso",
  ],
} as const;

/** Hours a day written anywhere (folded): "4,5 heures par jour", "6 horas al dia", "6.0h/jour", "7,5 Std. pro Tag", "7.5 timar per dag". */
export const HOURS_PER_DAY =
  /(\d{1,2}(?:[.,]\d{1,2})?)\s{0,2}(?:h|t|std\.?|stunden|timer|timar|hours?|hrs?|horas|heures)\s{0,2}(?:(?:\/\s{0,2}|(?:per|pr\.?|par|pro|por|a|al|i|each)\s{1,2})(?:dag|day|jour|tag|dia|arbeidsdag|arbeitstag|working day)|diari[ao]s?|taglich|daglig|dagleg|quotidiennes?|a day)\b/;

/** A working time's word, then a share with its percent sign (folded): "jornada: 80 %", "Arbeitszeit 60 %". */
export const WORKING_TIME_PERCENT = /\b(?:jornada|arbeitszeit|arbeidstid|temps de travail|working time)\b[^\n%]{0,30}?(?<![\d.,])(\d{1,3}(?:[.,]\d{1,2})?)[ \t]?%/;
