/**
 * Other projects' open invoice and receipt templates, transcribed to fill in here: each keeps its template's markup,
 * styles, labels and order (see SOURCES in sources.ts for the repository, path and licence of each); their template
 * language (Blade, PHP, Jinja) is replaced by the fill below. Labels in languages other than the template's own are
 * translations made for this set (README.md says which).
 */
import {
  dateText,
  moneyText,
  subtotalOf,
  taxOf,
  totalOf,
  type Language,
  type OutsideDocument,
  type TemplateName,
} from './documents.ts';

const escape = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

const money = (doc: OutsideDocument, cents: number) => escape(moneyText(cents, doc.money));
const date = (doc: OutsideDocument, iso: string) => escape(dateText(iso, doc.dateStyle));
const quantity = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(2));
const lineTotal = (line: OutsideDocument['lines'][number]) => Math.round(line.quantity * line.priceCents);
const paid = (doc: OutsideDocument) => (doc.paidInFull ? totalOf(doc) : 0);
const balance = (doc: OutsideDocument) => totalOf(doc) - paid(doc);

const ones = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const tens = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function words(value: number): string {
  if (value < 20) return ones[value] ?? '';
  if (value < 100) return `${tens[Math.floor(value / 10)] ?? ''} ${ones[value % 10] ?? ''}`.trim();
  if (value < 1000) return `${ones[Math.floor(value / 100)] ?? ''} Hundred ${words(value % 100)}`.trim();
  if (value < 1_000_000) return `${words(Math.floor(value / 1000))} Thousand ${words(value % 1000)}`.trim();
  return `${words(Math.floor(value / 1_000_000))} Million ${words(value % 1_000_000)}`.trim();
}

/** ERPNext's "in words" of the grand total, as its English print shows it. */
function inWords(doc: OutsideDocument): string {
  const cents = totalOf(doc);
  const code = doc.money.currency === '₹' || doc.money.currency === 'Rs.' ? 'INR' : doc.money.currency;
  const fraction = cents % 100 === 0 ? '' : ` and ${String(cents % 100).padStart(2, '0')}/100`;
  return `${code === '$' ? 'USD' : code === '€' ? 'EUR' : code} ${words(Math.floor(cents / 100))}${fraction} only.`;
}

type Labels = Record<
  | 'invoice'
  | 'invoiceDate'
  | 'dueDate'
  | 'amountDue'
  | 'item'
  | 'description'
  | 'qty'
  | 'price'
  | 'total'
  | 'subtotal'
  | 'paid'
  | 'balance'
  | 'phone',
  string
>;

/** InvoicePlane's labels (its language files' keys); English is the template's own. */
const invoicePlaneLabels: Record<Language, Labels> = {
  en: {
    invoice: 'Invoice',
    invoiceDate: 'Invoice Date',
    dueDate: 'Due Date',
    amountDue: 'Amount Due',
    item: 'Item',
    description: 'Description',
    qty: 'Qty',
    price: 'Price',
    total: 'Total',
    subtotal: 'Subtotal',
    paid: 'Paid',
    balance: 'Balance',
    phone: 'Phone',
  },
  es: {
    invoice: 'Factura',
    invoiceDate: 'Fecha de Factura',
    dueDate: 'Fecha de Vencimiento',
    amountDue: 'Importe adeudado',
    item: 'Artículo',
    description: 'Descripción',
    qty: 'Cant.',
    price: 'Precio',
    total: 'Total',
    subtotal: 'Subtotal',
    paid: 'Pagado',
    balance: 'Saldo',
    phone: 'Tel.',
  },
  de: {
    invoice: 'Rechnung',
    invoiceDate: 'Rechnungsdatum',
    dueDate: 'Fälligkeitsdatum',
    amountDue: 'Offener Betrag',
    item: 'Artikel',
    description: 'Beschreibung',
    qty: 'Menge',
    price: 'Preis',
    total: 'Gesamtbetrag',
    subtotal: 'Zwischensumme',
    paid: 'Bezahlt',
    balance: 'Saldo',
    phone: 'Tel.',
  },
  fr: {
    invoice: 'Facture',
    invoiceDate: 'Date de facture',
    dueDate: "Date d'échéance",
    amountDue: 'Montant dû',
    item: 'Article',
    description: 'Description',
    qty: 'Qté',
    price: 'Prix',
    total: 'Montant TTC',
    subtotal: 'Total HT',
    paid: 'Payé',
    balance: 'Solde',
    phone: 'Tél.',
  },
  it: {
    invoice: 'Fattura',
    invoiceDate: 'Data fattura',
    dueDate: 'Data scadenza',
    amountDue: 'Importo dovuto',
    item: 'Articolo',
    description: 'Descrizione',
    qty: 'Qtà',
    price: 'Prezzo',
    total: 'Totale',
    subtotal: 'Imponibile',
    paid: 'Pagato',
    balance: 'Saldo',
    phone: 'Tel.',
  },
  nl: {
    invoice: 'Factuur',
    invoiceDate: 'Factuurdatum',
    dueDate: 'Vervaldatum',
    amountDue: 'Te betalen',
    item: 'Artikel',
    description: 'Omschrijving',
    qty: 'Aantal',
    price: 'Prijs',
    total: 'Totaal',
    subtotal: 'Subtotaal',
    paid: 'Betaald',
    balance: 'Saldo',
    phone: 'Tel.',
  },
};

/** sparksuite/simple-html-invoice-template, invoice.html. */
function sparksuite(doc: OutsideDocument): string {
  const es = doc.language === 'es';
  const label = es
    ? { number: 'Factura #', created: 'Creada', due: 'Vence', method: 'Forma de pago', check: 'Cheque #' }
    : { number: 'Invoice #', created: 'Created', due: 'Due', method: 'Payment Method', check: 'Check #' };
  const items = doc.lines
    .map(
      (line, index) =>
        `<tr class="item${index === doc.lines.length - 1 ? ' last' : ''}"><td>${escape(line.name)}</td><td>${money(doc, lineTotal(line))}</td></tr>`,
    )
    .join('\n');
  return `<!DOCTYPE html><html><head><meta charset="utf-8" /><style>
.invoice-box{max-width:800px;margin:auto;padding:30px;border:1px solid #eee;box-shadow:0 0 10px rgba(0,0,0,.15);font-size:16px;line-height:24px;font-family:'Helvetica Neue','Helvetica',Helvetica,Arial,sans-serif;color:#555}
.invoice-box table{width:100%;line-height:inherit;text-align:left}
.invoice-box table td{padding:5px;vertical-align:top}
.invoice-box table tr td:nth-child(2){text-align:right}
.invoice-box table tr.top table td{padding-bottom:20px}
.invoice-box table tr.top table td.title{font-size:45px;line-height:45px;color:#333}
.invoice-box table tr.information table td{padding-bottom:40px}
.invoice-box table tr.heading td{background:#eee;border-bottom:1px solid #ddd;font-weight:bold}
.invoice-box table tr.details td{padding-bottom:20px}
.invoice-box table tr.item td{border-bottom:1px solid #eee}
.invoice-box table tr.item.last td{border-bottom:none}
.invoice-box table tr.total td:nth-child(2){border-top:2px solid #eee;font-weight:bold}
</style></head><body><div class="invoice-box"><table cellpadding="0" cellspacing="0">
<tr class="top"><td colspan="2"><table><tr>
<td class="title">${escape(doc.seller.name.split(' ')[0] ?? '')}</td>
<td>${label.number}: ${escape(doc.number)}<br />${label.created}: ${date(doc, doc.issued)}<br />${label.due}: ${date(doc, doc.due)}</td>
</tr></table></td></tr>
<tr class="information"><td colspan="2"><table><tr>
<td>${escape(doc.seller.name)}<br />${doc.seller.lines.map(escape).join('<br />')}</td>
<td>${escape(doc.buyer.name)}<br />${doc.buyer.lines.map(escape).join('<br />')}</td>
</tr></table></td></tr>
<tr class="heading"><td>${label.method}</td><td>${label.check}</td></tr>
<tr class="details"><td>${es ? 'Cheque' : 'Check'}</td><td>1000</td></tr>
<tr class="heading"><td>${es ? 'Concepto' : 'Item'}</td><td>${es ? 'Precio' : 'Price'}</td></tr>
${items}
<tr class="total"><td></td><td>Total: ${money(doc, totalOf(doc))}</td></tr>
</table></div></body></html>`;
}

/** crater-invoice/crater, resources/views/app/pdf/invoice/invoice1.blade.php with partials/table.blade.php. */
function crater(doc: OutsideDocument): string {
  const rows = doc.lines
    .map(
      (line, index) => `<tr class="item-row">
<td class="item-cell text-right pr-20" style="vertical-align: top;">${String(index + 1)}</td>
<td class="item-cell text-left pl-0" style="vertical-align: top;"><span>${escape(line.name)}</span><br><span class="item-description">${escape(line.description ?? '')}</span></td>
<td class="item-cell pr-20 text-right" style="vertical-align: top;">${quantity(line.quantity)}</td>
<td class="item-cell text-right pr-20" style="vertical-align: top;">${money(doc, line.priceCents)}</td>
<td class="item-cell text-right" style="vertical-align: top;">${money(doc, lineTotal(line))}</td></tr>`,
    )
    .join('\n');
  const tax =
    doc.tax.rate > 0
      ? `<tr><td class="border-0 total-table-attribute-label">${escape(`${doc.tax.name} (${String(doc.tax.rate)}%)`)}</td><td class="border-0 item-cell py-2 total-table-attribute-value">${money(doc, taxOf(doc))}</td></tr>`
      : '';
  return `<!DOCTYPE html><html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"/><style>
body{font-family:'Roboto',sans-serif;margin:0}table{border-collapse:collapse}
.header-table{width:100%;height:90px}.header-center{text-align:center}.header-logo{height:50px;margin-top:20px;text-transform:capitalize;color:#817AE3}
hr.header-line{border:0.62px solid #E8E8E8;margin:0 30px}
.address{padding-top:30px}.company{float:left;padding-left:30px;width:30%}.company h1{font-weight:normal;font-size:15px;line-height:22px;letter-spacing:.05em;margin-bottom:0}
.company-add{margin-top:2px;font-size:12px;line-height:15px;color:#595959}
.job-add{float:right;padding:10px 30px 0 0}.textStyle1{font-size:12px;line-height:18px;padding-right:40px}.textStyle2{font-size:12px;line-height:18px;text-align:right}
.bill-add{width:45%}.bill-address-container{float:left;padding-left:30px}.bill-to{font-size:12px;line-height:18px;margin-top:27px;margin-bottom:0}
.bill-user-name{font-size:15px;line-height:22px;margin:0}.bill-user-address{font-size:10px;line-height:15px;color:#595959;margin:0;width:160px}
.items-table{margin-top:35px;padding:0 30px}.item-table-heading{font-size:13.5px;color:rgba(0,0,0,.85);padding:5px;border-bottom:.62px solid #E8E8E8;font-weight:normal}
.item-cell{font-size:12px;line-height:18px;padding:5px}.item-description{font-size:10px;color:rgba(0,0,0,.6)}
.text-right{text-align:right}.text-left{text-align:left}.pr-20{padding-right:20px}.pl-0{padding-left:0}
.item-cell-table-hr{margin:0 30px;border:.62px solid #E8E8E8}
.total-display-container{padding:0 25px}.total-display-table{box-sizing:border-box;page-break-inside:avoid;margin-top:20px;float:right;width:auto}
.total-table-attribute-label{font-size:12px;color:#55547A;text-align:left;padding-left:10px}.total-table-attribute-value{font-weight:bold;text-align:right;font-size:12px;color:#040405;padding-right:10px;padding:8px}
.total-border-left{border:1px solid #E8E8E8!important;border-right:0!important;padding:8px!important}.total-border-right{border:1px solid #E8E8E8!important;border-left:0!important;padding:8px!important}
.text-primary{color:#5851DB}.py-3{padding:6px 0}
</style></head><body>
<div class="header-table"><table width="100%"><tr><td class="header-center"><h2 class="header-logo">${escape(doc.seller.name)}</h2></td></tr></table><hr class="header-line"/></div>
<div class="wrapper"><div class="address">
<div class="company"><h1>${escape(doc.seller.name)}</h1><p class="company-add">${doc.seller.lines.map(escape).join('<br>')}</p></div>
<div class="job-add"><table>
<tr><td class="textStyle1" style="text-align: left; color: #55547A">Invoice Number</td><td class="textStyle2"> &nbsp;${escape(doc.number)}</td></tr>
<tr><td class="textStyle1" style="text-align: left; color: #55547A">Invoice Date </td><td class="textStyle2"> &nbsp;${date(doc, doc.issued)}</td></tr>
<tr><td class="textStyle1" style="text-align: left; color: #55547A">Due date</td><td class="textStyle2"> &nbsp;${date(doc, doc.due)}</td></tr>
</table></div><div style="clear: both;"></div></div>
<div class="bill-add"><div class="bill-address-container"><p class="bill-to">Bill to,</p><p class="bill-user-name">${escape(doc.buyer.name)}</p><p class="bill-user-address">${doc.buyer.lines.map(escape).join('<br>')}</p></div><div style="clear: both;"></div></div>
<div style="position:relative"><table width="100%" class="items-table" cellspacing="0" border="0">
<tr class="item-table-heading-row"><th width="2%" class="item-table-heading text-right pr-20">#</th><th width="40%" class="item-table-heading text-left pl-0">Items</th><th class="item-table-heading text-right pr-20">Quantity</th><th class="item-table-heading pr-20 text-right">Price</th><th class="item-table-heading text-right">Amount</th></tr>
${rows}
</table><hr class="item-cell-table-hr">
<div class="total-display-container"><table width="100%" cellspacing="0px" border="0" class="total-display-table">
<tr><td class="border-0 total-table-attribute-label">Subtotal</td><td class="border-0 item-cell py-2 total-table-attribute-value">${money(doc, subtotalOf(doc))}</td></tr>
${tax}
<tr><td class="py-3"></td><td class="py-3"></td></tr>
<tr><td class="border-0 total-border-left total-table-attribute-label">Total</td><td class="border-0 total-border-right item-cell py-8 total-table-attribute-value text-primary">${money(doc, totalOf(doc))}</td></tr>
</table></div></div></div></body></html>`;
}

const invoicePlaneStyles = `body{font-family:'DejaVu Sans',sans-serif;font-size:12px;color:#555;margin:30px}
.clearfix:after{content:"";display:table;clear:both}
header{padding:10px 0;margin-bottom:20px}#logo{float:left;font-size:22px;font-weight:bold;color:#333;margin-bottom:10px;width:100%}
#client{float:left;width:50%}#company{float:right;text-align:right;width:50%}
.invoice-details{text-align:right;float:right;margin-bottom:20px}.invoice-details table{border-collapse:collapse}.invoice-details td{padding:2px 0 2px 15px;text-align:right}
.invoice-title{clear:both;font-size:24px;font-weight:normal;color:#333;margin:20px 0}
.item-table{width:100%;border-collapse:collapse;margin-bottom:20px}.item-table th{padding:6px;border-bottom:1px solid #ccc;text-align:left;background:#f5f5f5}
.item-table td{padding:6px;border-bottom:1px solid #eee}.text-right{text-align:right!important}
.invoice-sums td{border:none}.invoice-sum-bold{font-weight:bold}.notes{margin-top:30px}`;

function invoicePlaneItems(doc: OutsideDocument): string {
  return doc.lines
    .map(
      (line) => `<tr><td>${escape(line.name)}</td><td>${escape(line.description ?? '')}</td>
<td class="text-right">${quantity(line.quantity)}</td><td class="text-right">${money(doc, line.priceCents)}</td>
<td class="text-right">${money(doc, lineTotal(line))}</td></tr>`,
    )
    .join('\n');
}

/** InvoicePlane/InvoicePlane, application/views/invoice_templates/pdf/InvoicePlane.php. */
function invoicePlane(doc: OutsideDocument): string {
  const labels = invoicePlaneLabels[doc.language];
  const tax =
    doc.tax.rate > 0
      ? `<tr><td colspan="4" class="text-right">${escape(`${doc.tax.name} (${String(doc.tax.rate)}%)`)}</td><td class="text-right">${money(doc, taxOf(doc))}</td></tr>`
      : '';
  return `<html lang="${doc.language}"><head><meta charset="utf-8"><title>${labels.invoice}</title><style>${invoicePlaneStyles}</style></head><body>
<header class="clearfix"><div id="logo">${escape(doc.seller.name)}</div>
<div id="client"><div><b>${escape(doc.buyer.name)}</b></div>${doc.buyer.lines.map((line) => `<div>${escape(line)}</div>`).join('')}<br/></div>
<div id="company"><div><b>${escape(doc.seller.name)}</b></div>${doc.seller.lines.map((line) => `<div>${escape(line)}</div>`).join('')}<br/></div>
</header><main>
<div class="invoice-details clearfix"><table>
<tr><td>${labels.invoiceDate}:</td><td>${date(doc, doc.issued)}</td></tr>
<tr><td>${labels.dueDate}: </td><td>${date(doc, doc.due)}</td></tr>
<tr><td>${labels.amountDue}: </td><td>${money(doc, balance(doc))}</td></tr>
</table></div>
<h1 class="invoice-title">${labels.invoice} ${escape(doc.number)}</h1>
<table class="item-table"><thead><tr><th class="item-name">${labels.item}</th><th class="item-desc">${labels.description}</th><th class="item-amount text-right">${labels.qty}</th><th class="item-price text-right">${labels.price}</th><th class="item-total text-right">${labels.total === 'Montant TTC' ? 'Total' : labels.total}</th></tr></thead>
<tbody>${invoicePlaneItems(doc)}</tbody>
<tbody class="invoice-sums">
<tr><td colspan="4" class="text-right">${labels.subtotal}</td><td class="text-right">${money(doc, subtotalOf(doc))}</td></tr>
${tax}
<tr><td colspan="4" class="text-right"><b>${labels.total}</b></td><td class="text-right"><b>${money(doc, totalOf(doc))}</b></td></tr>
<tr><td colspan="4" class="text-right">${labels.paid}</td><td class="text-right">${money(doc, paid(doc))}</td></tr>
<tr><td colspan="4" class="text-right"><b>${labels.balance}</b></td><td class="text-right"><b>${money(doc, balance(doc))}</b></td></tr>
</tbody></table></main></body></html>`;
}

/** InvoicePlane/InvoicePlane, application/views/invoice_templates/pdf/InvoiceGerman.php. */
function invoicePlaneGerman(doc: OutsideDocument): string {
  const labels = invoicePlaneLabels[doc.language];
  const vatId = doc.seller.lines.find((line) => /USt|CIF|NIF|IVA|VAT/i.test(line));
  const rows = doc.lines
    .map(
      (
        line,
      ) => `<tr><td class="item-name">${escape(line.name)}</td><td class="item-desc">${escape(line.description ?? '')}</td>
<td class="item-amount">${quantity(line.quantity)}</td><td class="item-price">${money(doc, line.priceCents)}</td>
<td class="item-tax_rate">${String(doc.tax.rate).replace('.', ',')}%</td><td class="item-total">${money(doc, lineTotal(line))}</td></tr>`,
    )
    .join('\n');
  const tax =
    doc.tax.rate > 0
      ? `<tr><td class="text-right" colspan=" 5 ">${escape(doc.tax.name)}</td><td class="text-right">${money(doc, taxOf(doc))}</td></tr>`
      : '';
  const paidRows = doc.paidInFull
    ? `<tr><td class="invoice-sum-nobold" colspan=" 5 ">${labels.paid}</td><td class="invoice-sum-nobold">${money(doc, paid(doc))}</td></tr>
<tr><td class="invoice-sum-bold" colspan=" 5 ">${labels.balance}</td><td class="invoice-sum-bold">${money(doc, balance(doc))}</td></tr>`
    : '';
  return `<!DOCTYPE html><html lang="${doc.language}"><head><meta charset="utf-8"><title>${labels.invoice}</title><style>${invoicePlaneStyles}
.item-table td.item-total,.item-table td.item-price,.item-table td.item-amount{text-align:right}.invoice-sum-bold,.invoice-sum-nobold{text-align:right}</style></head><body>
<header class="clearfix"><div id="logo">${escape(doc.seller.name)}</div>
<div id="client"><div><b>${escape(doc.buyer.name)}</b></div>${doc.buyer.lines.map((line) => `<div>${escape(line)}</div>`).join('')}<br/></div>
<div id="company"><div><b>${escape(doc.seller.name)}</b></div>${doc.seller.lines
    .filter((line) => line !== vatId)
    .map((line) => `<div>${escape(line)}</div>`)
    .join('')}</div>
</header><main>
<div class="invoice-details clearfix"><table>
${vatId === undefined ? '' : `<tr><td>${doc.language === 'de' ? 'USt-IdNr.' : 'NIF/CIF'}:</td><td>${escape(vatId.replace(/^\S+\s/, ''))}</td></tr>`}
<tr><td>${labels.invoiceDate}:</td><td>${date(doc, doc.issued)}</td></tr>
<tr><td>${labels.dueDate}: </td><td>${date(doc, doc.due)}</td></tr>
</table></div>
<h1 class="invoice-title">${labels.invoice} ${escape(doc.number)}</h1>
<table class="item-table"><thead><tr><th class="item-name">${labels.item}</th><th class="item-desc">${labels.description}</th><th class="item-amount">${labels.qty}</th><th class="item-price">${labels.price}</th><th class="item-tax_rate">${doc.language === 'de' ? 'Steuersatz' : 'Impuesto'}</th><th class="item-total">${labels.subtotal}</th></tr></thead>
<tbody>${rows}</tbody>
<tbody class="invoice-sums">
<tr><td class="text-right" colspan=" 5 ">${labels.subtotal}</td><td class="text-right">${money(doc, subtotalOf(doc))}</td></tr>
${tax}
<tr><td class="invoice-sum-bold" colspan=" 5 ">${labels.total}</td><td class="invoice-sum-bold">${money(doc, totalOf(doc))}</td></tr>
${paidRows}
</tbody></table></main></body></html>`;
}

/** frappe/erpnext, erpnext/accounts/print_format/pos_invoice_standard/pos_invoice_standard.html. */
function erpnextPos(doc: OutsideDocument): string {
  const rows = doc.lines
    .map(
      (line, index) => `<tr><td class="text-center text-dark">${String(index + 1)}</td><td>${escape(line.name)}</td>
<td class="text-right text-dark">${quantity(line.quantity)} Nos</td><td class="text-right text-dark">${money(doc, line.priceCents)}</td>
<td class="text-right" style="color: #171717">${money(doc, lineTotal(line))}</td></tr>`,
    )
    .join('\n');
  const tax =
    doc.tax.rate > 0
      ? `<tr><td class="text-right text-muted">${escape(doc.tax.name)} (${String(doc.tax.rate)}%):</td><td class="text-right amount-width">${money(doc, taxOf(doc))}</td></tr>`
      : '';
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><style>
body{font-family:"Inter","DejaVu Sans",sans-serif;color:#171717;font-size:14px;line-height:21px;margin:30px 24px}
.letter-head{font-size:20px;font-weight:bold;margin-bottom:4px}.letter-head small{display:block;font-size:11px;font-weight:normal;color:#666}
table.info-table,table.items-table{border-collapse:separate;border-spacing:0;border:1px solid #ededed;border-radius:10px;overflow:hidden}
table.info-table td{border-bottom:1px solid #ededed;padding:8px 10px}table.items-table td{border-bottom:1px solid #ededed;padding:8px}
table.info-table td:not(:first-of-type),table.items-table td:not(:first-of-type){border-left:1px solid #ededed}
table.info-table tbody tr:last-of-type td,table.items-table tbody tr:last-of-type td{border-bottom:none}
thead.table-header{background:#f8f8f8}thead.table-header td{color:#7c7c7c}
.text-center{text-align:center}.text-left{text-align:left}.text-right{text-align:right}.text-muted{color:#7c7c7c}.text-dark{color:#525252}
.mt-15{margin-top:15px}.mb-20{margin-bottom:20px}.amount-width{width:110px}
.totals-table{width:100%}.totals-table td{padding:4px 8px}.totals-table .grand-total td{padding:6px 8px;font-weight:bold}
.words-box{background:#f8f8f8;border-radius:8px;padding:8px;line-height:21px;font-size:small;text-transform:uppercase}
.title{color:#7c7c7c}.heading{color:#525252;font-weight:300}.print-heading{font-size:18px;text-align:right;margin:0 0 10px}
</style></head><body>
<div class="letter-head">${escape(doc.seller.name)}<small>${doc.seller.lines.map(escape).join(' · ')}</small></div>
<h2 class="print-heading">POS Invoice</h2>
<table class="info-table mb-20" style="width: 100%">
<tr><td style="width: 50%"><span class="heading">Customer Name:</span> ${escape(doc.buyer.name)}</td><td style="width: 50%"><span class="heading">Payment Due Date:</span> ${date(doc, doc.due)}</td></tr>
<tr><td><span class="heading">Invoice Number:</span> ${escape(doc.number)}</td><td><span class="heading">Invoice Date:</span> ${date(doc, doc.issued)}</td></tr>
<tr><td><span class="heading">Bill From:</span><br />${escape(doc.seller.name)}<br>${doc.seller.lines.slice(0, 2).map(escape).join('<br>')}</td>
<td><span class="heading">Bill To:</span><br />${escape(doc.buyer.name)}<br>${doc.buyer.lines.map(escape).join('<br>')}</td></tr>
</table>
<table class="items-table mt-15" style="width: 100%"><thead class="table-header"><tr><td class="text-center">No</td><td class="text-left">Item</td><td class="text-right">Quantity</td><td class="text-right">Rate</td><td class="text-right">Amount</td></tr></thead>
<tbody>${rows}</tbody></table>
<table style="width:100%; margin-top: 15px"><tr>
<td style="vertical-align: bottom !important; width: 60%;"><p class="title">Total in words</p><div class="words-box">${escape(inWords(doc))}</div></td>
<td>&nbsp;</td>
<td style="width: 38%;"><table class="totals-table">
<tr><td class="text-right text-muted">Sub Total:</td><td class="text-right amount-width">${money(doc, subtotalOf(doc))}</td></tr>
${tax}
<tr class="grand-total"><td class="text-right">Grand Total:</td><td class="text-right amount-width">${money(doc, totalOf(doc))}</td></tr>
</table></td></tr></table>
</body></html>`;
}

/** frappe/erpnext, erpnext/accounts/print_format/sales_invoice_print/sales_invoice_print.html. */
function erpnextSalesInvoicePrint(doc: OutsideDocument): string {
  const es = doc.language === 'es';
  const label = es
    ? {
        id: 'ID de Factura',
        date: 'Fecha de Factura',
        due: 'Fecha de Vencimiento',
        details: 'Detalles',
        qty: 'Cant.',
        rate: 'Precio',
        amount: 'Importe',
        words: 'Importe en Letras',
        status: 'Estado de Pago',
        sub: 'Subtotal',
        total: 'Total',
        terms: 'Términos y Condiciones',
      }
    : {
        id: 'Invoice ID',
        date: 'Invoice Date',
        due: 'Due Date',
        details: 'Details',
        qty: 'Qty',
        rate: 'Rate',
        amount: 'Amount',
        words: 'Amount in Words',
        status: 'Payment Status',
        sub: 'Sub Total',
        total: 'Total',
        terms: 'Terms and Conditions',
      };
  const rows = doc.lines
    .map(
      (line, index) => `<tr><td style="text-align:center">${String(index + 1)}</td>
<td><b>ITEM-${String(index + 101)}: ${escape(line.name)}</b>${line.description ? `<br>${escape(line.description)}` : ''}</td>
<td style="text-align: center;">${quantity(line.quantity)} Nos</td><td style="text-align: right;">${money(doc, line.priceCents)}</td><td style="text-align: right;">${money(doc, lineTotal(line))}</td></tr>`,
    )
    .join('\n');
  const tax =
    doc.tax.rate > 0
      ? `<div class="row"><div class="col-xs-8"><div>${escape(doc.tax.name)}</div></div><div class="col-xs-4" style="text-align: right;">${money(doc, taxOf(doc))}</div></div>`
      : '';
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><style>
body{font-family:"DejaVu Sans",sans-serif;font-size:12px;color:#36414c;margin:30px}
.row{display:flex;width:100%}.col-xs-3{width:25%}.col-xs-4{width:33%}.col-xs-5{width:42%}.col-xs-6{width:50%}.col-xs-7{width:58%}.col-xs-8{width:67%}.col-xs-12{width:100%}
.section-break{margin-bottom:10px}label{color:#74808b;font-size:12px;margin-bottom:4px;display:inline-block}
.table-bordered td,.table-bordered th{border:1px solid #d1d8dd;padding:6px}.text-uppercase{text-transform:uppercase}
.letter-head{font-size:22px;font-weight:bold;margin-bottom:20px}.letter-head small{display:block;font-size:11px;font-weight:normal}
</style></head><body>
<div class="letter-head">${escape(doc.seller.name)}<small>${doc.seller.lines.map(escape).join(', ')}</small></div>
<div class="row section-break" style="margin-bottom: 10px;">
<div class="col-xs-6 p-0"><div class="col-xs-12 value text-uppercase"><b>${escape(doc.buyer.name)}</b></div><div class="col-xs-12">${doc.buyer.lines.map(escape).join('<br>')}</div></div>
<div class="col-xs-3"></div>
<div class="col-xs-3" style="padding-left: 5px;">
<div><div><label>${label.id}</label></div><div>${escape(doc.number)}</div></div>
<div style="margin-top: 20px;"><div><label>${label.date}</label></div><div>${date(doc, doc.issued)}</div></div>
<div style="margin-top: 20px;"><div><label>${label.due}</label></div><div>${date(doc, doc.due)}</div></div>
</div></div>
<div class="section-break">
<table class="table table-bordered table-condensed mb-0" style="width: 100%; border-collapse: collapse; font-size: 12px;">
<colgroup><col style="width: 5%"><col style="width: 45%"><col style="width: 10%"><col style="width: 20%"><col style="width: 20%"></colgroup>
<thead><tr><th class="text-uppercase" style="text-align:center">Sr</th><th class="text-uppercase" style="text-align:center">${label.details}</th><th class="text-uppercase" style="text-align:center">${label.qty}</th><th class="text-uppercase" style="text-align:right">${label.rate}</th><th class="text-uppercase" style="text-align:right">${label.amount}</th></tr></thead>
${rows}
</table>
<div class="row" style="margin-top: 10px;">
<div class="col-xs-6"><div><label>${label.words}</label><br>${escape(inWords(doc))}</div><div style="margin-top: 20px;"><label>${label.status}</label><br>${es ? 'Pendiente' : 'Unpaid'}</div></div>
<div class="col-xs-6">
<div class="row section-break"><div class="col-xs-7"><div>${label.sub}</div></div><div class="col-xs-5" style="text-align: right;">${money(doc, subtotalOf(doc))}</div></div>
<div>${tax}</div>
<div class="row"><div class="col-xs-7"><div>${label.total}</div></div><div class="col-xs-5" style="text-align: right;">${money(doc, totalOf(doc))}</div></div>
</div></div></div>
<div class="row"><div class="col-xs-12"><div class="row important data-field"><div class="col-xs-12"><label>${label.terms}: </label></div></div></div></div>
</body></html>`;
}

/** opensourcepos/opensourcepos, app/Views/sales/receipt_default.php. */
function ospos(doc: OutsideDocument): string {
  const es = doc.language === 'es';
  const label = es
    ? {
        receipt: 'Recibo de Venta',
        customer: 'Cliente',
        id: 'ID de Venta',
        invoice: 'Número de Factura',
        employee: 'Empleado',
        description: 'Descripción',
        price: 'Precio',
        quantity: 'Cant.',
        total: 'Total',
        sub: 'Subtotal',
        cash: 'Efectivo',
        change: 'Cambio',
        policy: 'Cambios y devoluciones en 15 días con el ticket.',
      }
    : {
        receipt: 'Sales Receipt',
        customer: 'Customer',
        id: 'Sale ID',
        invoice: 'Invoice Number',
        employee: 'Employee',
        description: 'Description',
        price: 'Price',
        quantity: 'Quantity',
        total: 'Total',
        sub: 'Sub Total',
        cash: 'Cash',
        change: 'Change Due',
        policy: 'Returns within 30 days with receipt.',
      };
  const rows = doc.lines
    .map(
      (
        line,
      ) => `<tr><td>${escape(line.name)}</td><td>${money(doc, line.priceCents)}</td><td>${quantity(line.quantity)}</td><td class="total-value">${money(doc, lineTotal(line))}</td></tr>
<tr></tr>`,
    )
    .join('\n');
  const taxes =
    doc.tax.rate > 0
      ? `<tr><td colspan="3" style="text-align: right; border-top: 2px solid #000000;">${label.sub}</td><td style="text-align: right; border-top: 2px solid #000000;">${money(doc, subtotalOf(doc))}</td></tr>
<tr><td colspan="3" class="total-value">${String(doc.tax.rate)}% ${escape(doc.tax.name)}:</td><td class="total-value">${money(doc, taxOf(doc))}</td></tr>`
      : '';
  const border = doc.tax.rate > 0 ? '' : ' border-top: 2px solid black;';
  const time = `${date(doc, doc.issued)} ${doc.slug.length % 2 === 0 ? '10:42:17' : '16:05:51'}`;
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><style>
@page{size:80mm 190mm;margin:4mm}body{margin:0;font-family:"DejaVu Sans Mono","Liberation Mono",monospace}
#receipt_wrapper{font-size:11px;width:100%}#receipt_header{text-align:center}#company_name{font-size:15px;font-weight:bold}
#sale_receipt{margin-top:8px;font-weight:bold}#receipt_general_info{margin:8px 0}
#receipt_items{width:100%;border-collapse:collapse}#receipt_items th{text-align:left;border-bottom:1px solid #000}.total-value{text-align:right}
#sale_return_policy{margin-top:10px;text-align:center;font-size:10px}#barcode{text-align:center;margin-top:8px}
</style></head><body><div id="receipt_wrapper" style="font-size: 11px;">
<div id="receipt_header"><div id="company_name">${escape(doc.seller.name)}</div><div id="company_address">${doc.seller.lines.slice(0, 2).map(escape).join('<br />')}</div><div id="company_phone">${escape(doc.seller.lines[2] ?? '')}</div>
<div id="sale_receipt">${label.receipt}</div><div id="sale_time">${time}</div></div>
<div id="receipt_general_info"><div id="customer">${label.customer}: ${escape(doc.buyer.name)}</div><div id="sale_id">${label.id}: ${escape(doc.saleId ?? '')}</div>
${doc.number === '' ? '' : `<div id="invoice_number">${label.invoice}: ${escape(doc.number)}</div>`}<div id="employee">${label.employee}: Sam Ortiz</div></div>
<table id="receipt_items"><tr><th style="width: 40%;">${label.description}</th><th style="width: 20%;">${label.price}</th><th style="width: 20%;">${label.quantity}</th><th style="width: 20%;" class="total-value">${label.total}</th></tr>
${rows}
${taxes}
<tr></tr>
<tr><td colspan="3" style="text-align: right;${border}">${label.total}</td><td style="text-align: right;${border}">${money(doc, totalOf(doc))}</td></tr>
<tr><td colspan="4">&nbsp;</td></tr>
<tr><td colspan="3" style="text-align: right;">${label.cash} </td><td class="total-value">${money(doc, -totalOf(doc))}</td></tr>
<tr><td colspan="4">&nbsp;</td></tr>
<tr><td colspan="3" style="text-align: right;"> ${label.change} </td><td class="total-value">${money(doc, 0)}</td></tr>
</table>
<div id="sale_return_policy">${label.policy}</div><div id="barcode">||| |||| | ||| ||||<br>${escape(doc.saleId ?? '')}</div>
</div></body></html>`;
}

export const templates: Readonly<Record<TemplateName, (doc: OutsideDocument) => string>> = {
  'sparksuite-simple': sparksuite,
  'crater-invoice1': crater,
  'invoiceplane-default': invoicePlane,
  'invoiceplane-german': invoicePlaneGerman,
  'erpnext-pos-invoice': erpnextPos,
  'erpnext-sales-invoice-print': erpnextSalesInvoicePrint,
  'ospos-receipt': ospos,
};
