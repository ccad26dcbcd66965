import type { TemplateName } from './documents.ts';

/** Where each template of the outside set comes from, and under which licence its project publishes it. */
export interface TemplateSource {
  repository: string;
  path: string;
  commit: string;
  licence: string;
  /** The template's own language; labels in other languages are translations made for this set. */
  language: string;
}

export const SOURCES: Readonly<Record<TemplateName, TemplateSource>> = {
  'sparksuite-simple': {
    repository: 'https://github.com/sparksuite/simple-html-invoice-template',
    path: 'invoice.html',
    commit: '0f2a90a3c9084161794924db8925b9535b4d083e',
    licence: 'MIT',
    language: 'en',
  },
  'crater-invoice1': {
    repository: 'https://github.com/crater-invoice/crater',
    path: 'resources/views/app/pdf/invoice/invoice1.blade.php (+ partials/table.blade.php)',
    commit: '01f3646869914102b574595a7c0b20101e1c4f5a',
    licence: 'AGPL-3.0',
    language: 'en',
  },
  'invoiceplane-default': {
    repository: 'https://github.com/InvoicePlane/InvoicePlane',
    path: 'application/views/invoice_templates/pdf/InvoicePlane.php',
    commit: '0285b3cf7b3d687bff99959ebfef6a919a7140ce',
    licence: 'MIT',
    language: 'en',
  },
  'invoiceplane-german': {
    repository: 'https://github.com/InvoicePlane/InvoicePlane',
    path: 'application/views/invoice_templates/pdf/InvoiceGerman.php',
    commit: '45422155df5c6fb593181b01ed9671a8bfaf330e',
    licence: 'MIT',
    language: 'de',
  },
  'erpnext-pos-invoice': {
    repository: 'https://github.com/frappe/erpnext',
    path: 'erpnext/accounts/print_format/pos_invoice_standard/pos_invoice_standard.html',
    commit: 'ea5472c17041be180808fc357e341d9cae1db8c8',
    licence: 'GPL-3.0',
    language: 'en',
  },
  'erpnext-sales-invoice-print': {
    repository: 'https://github.com/frappe/erpnext',
    path: 'erpnext/accounts/print_format/sales_invoice_print/sales_invoice_print.html',
    commit: '091ed26837f8a63894dc0659e1433aef7ecafcac',
    licence: 'GPL-3.0',
    language: 'en',
  },
  'ospos-receipt': {
    repository: 'https://github.com/opensourcepos/opensourcepos',
    path: 'app/Views/sales/receipt_default.php',
    commit: '010171163bd9fa206e1f4c71e3ba30709349189d',
    licence: 'MIT',
    language: 'en',
  },
};
