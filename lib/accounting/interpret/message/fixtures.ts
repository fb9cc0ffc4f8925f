/**
 * Mails the message readers' tests and the agent's end-to-end tests share. A forwarded request
 * whose forwarder's signature carries another company's org number and phone.
 */
export const FORWARDED_SUPPLIER_MAIL = `Hei! Kan du legge inn ny leverandør? Se under.
---------- Videresendt melding ----------
Fra: Kari Nordmann <kari@byggmester-nordmann.no>
Dato: 12. mars 2026 kl. 09:14
Emne: Ny leverandøravtale
Vi er registrert som Byggmester Nordmann AS, org.nr. 915 663 204, e-post faktura@byggmester-nordmann.no.
--
Ola Hansen | Innkjøp | Tlf 22 33 44 55 | Fjordkraft Eiendom AS, org.nr. 998 112 450`;
