/** Month names in the seven prompt languages (folded), plus English and other abbreviations, and the Swedish and Danish forms a Nordic writer keeps ("maj", "augusti"): January first. */
export const MONTH_NAMES: string[][] = [
  ["january", "januar", "januari", "janvier", "enero", "janeiro", "jan", "janv", "ene"],
  ["february", "februar", "februari", "fevrier", "febrero", "fevereiro", "feb", "fev", "fevr"],
  ["march", "mars", "marts", "marz", "maerz", "marzo", "marco", "mar", "mrz"],
  ["april", "avril", "abril", "apr", "abr", "avr"],
  ["may", "mai", "mayo", "maio", "maj"],
  ["june", "juni", "juin", "junio", "junho", "jun"],
  ["july", "juli", "juillet", "julio", "julho", "jul", "juil"],
  ["august", "augusti", "aout", "agosto", "aug", "ago"],
  ["september", "septembre", "septiembre", "setembro", "setiembre", "sep", "sept", "set"],
  ["october", "oktober", "octobre", "octubre", "outubro", "oct", "okt", "out"],
  ["november", "novembre", "noviembre", "novembro", "nov"],
  ["december", "desember", "dezember", "decembre", "diciembre", "dezembro", "dec", "des", "dez", "dic"],
];
