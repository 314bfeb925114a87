// The Spanish shop speaks to shoppers with "tú", as sports shops in Spain do (and as the store's own
// settings, the popups' discount and the cookie text, already did). These are the "usted" forms a text
// must not use: the pronoun, "su(s)" meaning "your" before the shopper's things, and the polite
// imperatives and verbs the shop's texts have used.
const FORMAL =
  /(?<![\p{L}\p{N}])(usted|ustedes|su cesta|sus preferencias|su búsqueda|su experiencia|su elección|sus comentarios|su suscripción|introduzca|inténtelo|vuelva a intentarlo|vuelva atrás|vuelva a la|espere|suscríbase|únase|sea el primero|seleccione|elija|compruebe|utilice|use menos|describa|cuéntenos|abra la página|encuentre|busque en|(?<!(?:se|les|lo|la) )ha (?:enviado|aceptado|permitido|cancelado|seguido)|no ha elegido|está buscando|está comprando|busca\?|quiere|le ha acompañado)(?![\p{L}\p{N}])/iu;

/** "path: text" of every string in the tree that speaks with "usted". */
export function formalSpanishTexts(tree: unknown, prefix = ""): string[] {
  if (typeof tree === "string") return FORMAL.test(tree) ? [`${prefix}: ${tree}`] : [];
  if (!tree || typeof tree !== "object") return [];
  return Object.entries(tree).flatMap(([key, value]) => formalSpanishTexts(value, prefix ? `${prefix}.${key}` : key));
}
