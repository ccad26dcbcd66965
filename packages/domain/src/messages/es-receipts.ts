import type { receiptTexts } from './en-receipts.ts';
import type { Translation } from './translation.ts';

/** The Spanish of en-receipts.ts (the programme's terms: docs/glossary-es.md). */
export const esReceiptTexts = {
  'receipt.reading': 'Leyendo {file}…',
  'receipt.suggestions': 'En {file} leímos los datos de abajo. Use los que estén correctos, o escriba los suyos.',
  'receipt.suggestion.amount': 'Monto: {amount}',
  'receipt.suggestion.dateOfService': 'Fecha del servicio: {date}',
  'receipt.suggestion.receiptNumber': 'Número de recibo: {number}',
  'receipt.suggestion.use': 'Usar',
  'receipt.suggestion.useLabel': 'Usar {suggestion}',
  'receipt.suggestion.used': 'Usado',
  'receipt.suggestion.nothing':
    'No pudimos leer un monto ni una fecha en {file}. Por favor, escríbalos tal como aparecen en la factura.',
  'receipt.suggestion.failed':
    'No pudimos leer {file} en este momento. Por favor, escriba los datos tal como aparecen en la factura.',
  'receipt.read.title': 'Leído del archivo',
  'receipt.read.pending': 'Todavía no se ha leído. Los datos leídos de este archivo aparecerán aquí en unos minutos.',
  'receipt.read.total': 'Monto total: {amount}',
  'receipt.read.dates': 'Fechas: {dates}',
  'receipt.read.invoiceNumber': 'Número de factura: {number}',
  'receipt.read.invoiceNumberGiven': 'Número de factura: {number}, el mismo que el número de recibo indicado',
  'receipt.read.invoiceNumberNotGiven': 'Número de factura: {number}, no el número de recibo indicado ({given})',
  'receipt.read.nothing': 'No se pudo leer un total, una fecha ni un número de factura.',
  'receipt.flag.amountAboveTotal': 'La solicitud es por {claimed}, más que el total de {total} leído en la factura.',
  'receipt.flag.amountAboveTotals': 'La solicitud es por {claimed}, más que los {total} que suman las facturas.',
  'receipt.flag.dateOutside':
    'La fecha del servicio, {date}, está fuera de las fechas de la factura ({first} a {last}).',
  'receipt.flag.dateNotOn': 'La fecha del servicio, {date}, no es la fecha de la factura ({first}).',
  'receipt.flag.invoiceNumberUsed': 'El número de factura {number} también está en la solicitud {id}.',
  'receipt.flag.invoiceNumberUsedElsewhere': 'El número de factura {number} también está en otra solicitud.',
  'receipt.flag.sameFile': 'El mismo archivo también está en la solicitud {id}.',
  'receipt.flag.sameFileElsewhere': 'El mismo archivo también está en otra solicitud.',
  'receipt.flag.noText': 'No se pudo leer texto en este archivo. Revíselo a simple vista.',
  'receipt.flag.openOther': 'Abrir la solicitud {id}',
  'receipt.flag.warning': 'Advertencia',
} satisfies Translation<typeof receiptTexts>;
