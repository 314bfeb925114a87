// Los textos legales en español: condiciones generales, envíos, desistimiento con el formulario
// modelo, contacto. Tuteo, como en el resto de la tienda.
import { a, countryList, h2, h3, mail, modelForm, ol, p, postal, tel, ul, type StoreFacts } from "./facts.js";

const phone = (f: StoreFacts) => tel(f.company.phone.uk, f.company.phone.uk);
const hours = "de lunes a viernes, de 10:00 a 18:30 (hora peninsular), excepto festivos";
const address = (f: StoreFacts) => postal(f.company, "Reino Unido");

export function termsEs(f: StoreFacts): string {
  const c = f.company;
  return [
    p(
      `Estas condiciones se aplican a todos los pedidos realizados en la tienda online de ${c.shopName}. Al marcar la casilla en el pago las aceptas. Puedes guardar o imprimir esta página.`,
    ),
    h2("1. Quiénes somos"),
    p(
      `El vendedor es ${c.legalName}, sociedad registrada en Inglaterra y Gales con el número ${c.companyNumber} (NIF-IVA ${c.vatNumber}), ${address(f)}. Correo electrónico: ${mail(c.email)}; teléfono: ${phone(f)}.`,
    ),
    h2("2. Cómo se celebra el contrato"),
    ol([
      "Los productos de la tienda no son una oferta vinculante, sino una invitación a hacer un pedido.",
      "Al pulsar «Realizar pedido» haces una oferta de compra de los productos de tu cesta a los precios de la página de revisión. Hasta ese momento puedes corregir tus datos.",
      "Te enviamos enseguida un correo que confirma que hemos recibido tu pedido; aún no es la aceptación.",
      "El contrato se celebra cuando te enviamos el correo de envío. Si un producto no está disponible, te avisamos y te devolvemos lo que hayas pagado.",
    ]),
    p("El contrato se celebra en español. Guardamos una copia de tu pedido, que puedes ver en tu cuenta."),
    h2("3. Precios"),
    p(
      `Los precios están en euros e incluyen el IVA aplicable (${f.vatPercent} % en España). Enviamos con aranceles e impuestos pagados: no pagas nada más en la entrega. Los ${a(f.pagePath("delivery"), "gastos de envío")} se muestran antes de confirmar el pedido; el envío estándar es gratuito a partir de ${f.freeDeliveryFrom}.`,
    ),
    p(
      "Los códigos de descuento se pueden usar una vez por pedido salvo que sus condiciones digan otra cosa. Los puntos de recompensa no se pueden canjear por dinero.",
    ),
    h2("4. Pago"),
    ul([
      "Tarjeta (Visa, Mastercard, American Express) en la página segura de nuestro proveedor de pagos. El cargo se hace al realizar el pedido; nunca vemos ni guardamos el número completo de tu tarjeta.",
      "Transferencia bancaria: recibes nuestros datos bancarios y tu referencia por correo. Enviamos el pedido cuando llega el pago; si no llega en 7 días, lo cancelamos.",
      "Pago al recoger, en efectivo, en un punto de recogida.",
    ]),
    h2("5. Entrega"),
    p(
      `Los pedidos realizados un día laborable antes de las ${f.cutoff} salen de nuestro almacén el mismo día. Plazos y gastos de cada método: ${a(f.pagePath("delivery"), "envíos")}.`,
    ),
    h2("6. Derecho de desistimiento"),
    p(
      `Tienes derecho a desistir del contrato en un plazo de 14 días desde la recepción, sin dar explicaciones. Además, aceptamos productos sin abrir durante 30 días. Toda la información y el formulario modelo están en ${a(f.pagePath("returns"), "devoluciones y desistimiento")}.`,
    ),
    h2("7. Garantía"),
    p(
      "Respondemos de la falta de conformidad de los productos conforme a la ley: puedes pedir la reparación o sustitución y, si no es posible, una rebaja del precio o la resolución del contrato, durante tres años desde la entrega. Avísanos en cuanto detectes un problema.",
    ),
    h2("8. Uso seguro de los complementos alimenticios"),
    ul([
      "Los complementos alimenticios no deben utilizarse como sustitutos de una dieta equilibrada y variada y un estilo de vida saludable.",
      "No superar la dosis diaria expresamente recomendada.",
      "Mantener fuera del alcance de los niños más pequeños. No recomendado para niños, embarazadas ni lactantes salvo consejo médico.",
      "Consulta los alérgenos de la etiqueta (por ejemplo leche, soja o gluten). Si tomas medicación o tienes una enfermedad, consulta antes a tu médico.",
      "Conservar en lugar fresco y seco y consumir antes de la fecha indicada.",
    ]),
    h2("9. Responsabilidad"),
    p(
      "Respondemos de los daños previsibles causados por el incumplimiento de estas condiciones o por nuestra negligencia. No limitamos nuestra responsabilidad cuando la ley no lo permite, en particular por muerte o lesiones causadas por negligencia, por dolo o por productos defectuosos.",
    ),
    h2("10. Ley aplicable y reclamaciones"),
    p(
      "Estas condiciones se rigen por el derecho de Inglaterra y Gales, sin que ello te prive de la protección de las normas imperativas de consumo de España. Puedes acudir a los tribunales de tu domicilio. Si tienes una queja, escríbenos y la resolveremos lo antes posible.",
    ),
    p(`Cómo tratamos tus datos: ${a(f.privacyPath, "política de privacidad")}.`),
    p("Última actualización: 1 de enero de 2026."),
  ].join("\n");
}

export function deliveryEs(f: StoreFacts): string {
  return [
    p(
      `Los pedidos realizados un día laborable (de lunes a viernes) antes de las ${f.cutoff} salen de nuestro almacén el mismo día; los posteriores, el siguiente día laborable.`,
    ),
    h2("Envíos en España"),
    ul([
      `<strong>Envío estándar</strong>: ${f.standard}, gratuito a partir de ${f.freeDeliveryFrom}. Plazo: ${f.deliveryTime.replace(/^En /, "")}.`,
      `<strong>Envío exprés</strong>: ${f.express}. Entrega al siguiente día laborable, con seguimiento.`,
      `<strong>Recogida en un punto de recogida</strong>: ${f.collect}, gratuita a partir de ${f.freeDeliveryFrom}. Te avisamos por correo cuando tu pedido esté listo (normalmente en 2 a 4 días laborables).`,
    ]),
    p(
      "El envío gratuito se calcula sobre el importe de la cesta después de descuentos. La cesta te muestra cuánto te falta, y en el pago ves cada método con su precio antes de pagar.",
    ),
    h2("Envíos a otros países de la UE"),
    p(
      `Enviamos a todos los países que puedes elegir en el pago. El envío estándar cuesta ${f.abroad} y tarda de 3 a 7 días laborables; es gratuito a partir de ${f.freeDeliveryFrom}. El envío exprés (${f.expressAbroad}, de 2 a 3 días laborables) llega a ${countryList(f.expressAbroadCountries, "es-ES")}.`,
    ),
    p("Todos los envíos llegan con aranceles e IVA pagados: no pagas nada más en la entrega."),
    h2("Seguimiento"),
    p(
      "Cuando tu paquete sale de nuestro almacén, te enviamos un enlace de seguimiento por correo. También puedes ver tus pedidos en tu cuenta, en «Pedidos».",
    ),
    h2("¿No ha llegado tu paquete?"),
    p(
      `Si tu paquete no ha llegado 5 días laborables después de la fecha prevista, ${a(f.pagePath("contact"), "escríbenos")} con tu número de pedido. Lo localizamos con la empresa de transporte y, si se ha perdido, te enviamos otro o te devolvemos el importe.`,
    ),
  ].join("\n");
}

export function returnsEs(f: StoreFacts): string {
  const c = f.company;
  const to = `${c.legalName}, Devoluciones, ${address(f)}`;
  return [
    p(
      "Puedes desistir de tu pedido en un plazo de 14 días. Además, aceptamos productos sin abrir durante 30 días desde la entrega.",
    ),
    h2("Derecho de desistimiento"),
    p(
      "Tienes derecho a desistir del presente contrato en un plazo de 14 días naturales sin necesidad de justificación. El plazo vence a los 14 días naturales del día en que tú o un tercero indicado por ti, distinto del transportista, adquiráis la posesión material de los bienes (si el pedido llega en varias entregas, del último bien).",
    ),
    p(
      `Para ejercerlo, debes notificarnos (${to}, ${mail(c.email)}, ${phone(f)}) tu decisión de desistir mediante una declaración inequívoca, por ejemplo una carta enviada por correo postal o un correo electrónico. Puedes utilizar el formulario modelo de abajo, aunque su uso no es obligatorio. Basta con que envíes la comunicación antes de que venza el plazo.`,
    ),
    h3("Consecuencias del desistimiento"),
    p(
      "Te devolveremos todos los pagos recibidos, incluidos los gastos de entrega (con excepción de los gastos adicionales si elegiste una modalidad de entrega distinta de la estándar), sin demoras indebidas y, en todo caso, a más tardar 14 días naturales a partir de la fecha en que se nos informe de tu decisión. Usaremos el mismo medio de pago que empleaste, salvo que acuerdes expresamente otra cosa; no incurrirás en ningún gasto por el reembolso. Podremos retener el reembolso hasta haber recibido los bienes o hasta que presentes prueba de su devolución, según qué condición se cumpla primero.",
    ),
    p(
      "Deberás devolvernos los bienes sin demoras indebidas y, en cualquier caso, a más tardar en 14 días naturales desde que nos comuniques el desistimiento. Correrán a tu cargo los costes directos de devolución. Solo serás responsable de la disminución de valor de los bienes resultante de una manipulación distinta a la necesaria para establecer su naturaleza, características y funcionamiento.",
    ),
    h3("Excepción"),
    p(
      "El derecho de desistimiento no se aplica a bienes precintados que no sean aptos para ser devueltos por razones de protección de la salud o de higiene y que hayan sido desprecintados tras la entrega: proteínas, complementos, bebidas y barritas con el precinto abierto.",
    ),
    h2("Cómo devolver"),
    ol([
      `Escribe a ${mail(c.email)} con tu número de pedido y los productos que devuelves, o envíanos el formulario de abajo.`,
      "Embala bien los productos e incluye una nota con tu número de pedido.",
      `Envía el paquete a: ${to}. Guarda el justificante de envío.`,
    ]),
    h2("Productos dañados o defectuosos"),
    p(
      `Si un producto llega dañado o defectuoso, o te enviamos uno equivocado, mándanos una foto. Pagamos la devolución y te enviamos otro o te devolvemos todo, envío incluido. Tu garantía legal (ver ${a(f.pagePath("terms"), "condiciones")}) no se ve afectada.`,
    ),
    h2("Modelo de formulario de desistimiento"),
    p("Solo debes cumplimentar y enviar el presente formulario si deseas desistir del contrato."),
    modelForm([
      `A la atención de: ${to}, ${c.email}`,
      "Por la presente le comunico/comunicamos (*) que desisto de mi/desistimos de nuestro (*) contrato de venta del siguiente bien/prestación del siguiente servicio (*):",
      "Pedido el/recibido el (*):",
      "Nombre del consumidor o de los consumidores:",
      "Domicilio del consumidor o de los consumidores:",
      "Firma del consumidor o de los consumidores (solo si el presente formulario se presenta en papel):",
      "Fecha:",
      "(*) Táchese lo que no proceda.",
    ]),
  ].join("\n");
}

export function contactEs(f: StoreFacts): string {
  const c = f.company;
  return [
    p(
      "¿Tienes dudas sobre un pedido, un producto o tu cuenta? Nuestro equipo de atención al cliente te ayuda encantado. Ten a mano tu número de pedido: está en el correo de confirmación y en tu cuenta.",
    ),
    h2("Correo electrónico"),
    p(`${mail(c.email)}: respondemos en un día laborable.`),
    h2("Teléfono"),
    p(`${phone(f)}, ${hours}. Se aplica la tarifa internacional de tu operador.`),
    p(
      `Muchas respuestas están en nuestras páginas de ${a(f.pagePath("delivery"), "envíos")} y ${a(f.pagePath("returns"), "devoluciones")}.`,
    ),
    h2("Datos de la empresa"),
    ul([
      `${c.legalName}, registrada en Inglaterra y Gales con el número ${c.companyNumber}`,
      `Domicilio social: ${address(f)}`,
      `NIF-IVA: ${c.vatNumber}`,
    ]),
  ].join("\n");
}
